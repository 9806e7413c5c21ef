'use client';

// The Rive runtime itself (@rive-app/react-canvas-lite). Only RiveAnimation imports this module, lazily, so the
// runtime and its WebAssembly are fetched on the pages that show an animation, once they are on screen, and never
// in a page's first-load JavaScript.
import { RuntimeLoader, useRive, useStateMachineInput } from '@rive-app/react-canvas-lite';
import { useEffect } from 'react';
import { RIVE_WASM_PATH, type RiveErrorMessage, riveErrorMessage } from './rive.ts';

RuntimeLoader.setWasmUrl(RIVE_WASM_PATH);

export interface RivePlayerProps {
  src: string;
  artboard?: string;
  stateMachine?: string;
  /** A trigger input of the state machine to fire, and a counter that changes each time it should fire. */
  trigger?: { name: string; count: number };
  width: number;
  height: number;
  label: string;
  onError(message: RiveErrorMessage): void;
}

export default function RivePlayer({
  src,
  artboard,
  stateMachine,
  trigger,
  width,
  height,
  label,
  onError,
}: RivePlayerProps) {
  const { rive, RiveComponent } = useRive({
    src,
    artboard,
    stateMachines: stateMachine,
    autoplay: true,
    onLoadError: (event) => onError(riveErrorMessage(event.data)),
  });
  const input = useStateMachineInput(rive, stateMachine, trigger?.name);
  useEffect(() => {
    if (trigger && input) input.fire();
  }, [trigger?.count, input]);
  return <RiveComponent role="img" aria-label={label} style={{ width, height, maxWidth: '100%' }} />;
}
