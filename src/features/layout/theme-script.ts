// Runs in <head> before first paint so the page never flashes the wrong theme.
// Order: a mode the page forces (data-force-theme), then ?theme=light|dark, then the saved preference
// (system, light or dark in localStorage), then the system setting.
export const THEME_STORAGE_KEY = 'quest-theme';

export const themeScript = `(function(){try{var d=document.documentElement;var f=d.getAttribute('data-force-theme');var q=new URLSearchParams(location.search).get('theme');var s=null;try{s=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var m=f||(q==='light'||q==='dark'?q:null)||s||'system';if(m!=='light'&&m!=='dark'){m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-theme',m)}catch(e){}})();`;
