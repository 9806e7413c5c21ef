// The id of the build this code belongs to, replaced at build time (waku.config.ts `define`, from scripts/build.ts).
declare const __QUEST_BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __QUEST_BUILD_ID__ === 'string' ? __QUEST_BUILD_ID__ : 'development';
