'use client';

import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

// The payment-success celebration: 200 pieces of confetti (spec §9) falling once over the page, drawn on one
// canvas that ignores the pointer. With prefers-reduced-motion: reduce nothing moves (the canvas is not even
// shown). Colours are the theme's tokens, read from their CSS variables.

const PARTICLES = 200;
const DURATION_MS = 5500;
const COLOR_VARIABLES = [
  '--colors-brand-500',
  '--colors-brand-300',
  '--colors-sun-400',
  '--colors-mint-500',
  '--colors-coral-500',
  '--colors-sky-500',
];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  wobble: number;
  wobbleSpeed: number;
  width: number;
  height: number;
  color: string;
  round: boolean;
}

export function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const context = canvas.getContext('2d');
    if (!context) return;
    const styles = getComputedStyle(document.documentElement);
    const colors = COLOR_VARIABLES.map((name) => styles.getPropertyValue(name).trim()).filter(Boolean);
    if (colors.length === 0) return;

    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    window.addEventListener('resize', resize);

    // Two bursts from the lower corners, aimed up and inwards, then gravity and air.
    const pieces: Piece[] = Array.from({ length: PARTICLES }, (_, index) => {
      const fromLeft = index % 2 === 0;
      const speed = 10 + Math.random() * 10;
      // Between 35° and 80° above the horizon.
      const elevation = 0.6 + Math.random() * 0.8;
      return {
        x: fromLeft ? -10 : width + 10,
        y: height * (0.6 + Math.random() * 0.2),
        vx: Math.cos(elevation) * speed * (fromLeft ? 1 : -1),
        vy: -Math.sin(elevation) * speed,
        angle: Math.random() * Math.PI * 2,
        spin: (Math.random() - 0.5) * 0.3,
        wobble: Math.random() * Math.PI * 2,
        wobbleSpeed: 0.05 + Math.random() * 0.1,
        width: 6 + Math.random() * 6,
        height: 8 + Math.random() * 8,
        color: colors[index % colors.length] ?? colors[0] ?? '',
        round: index % 5 === 0,
      };
    });

    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - start;
      context.clearRect(0, 0, width, height);
      const fade = Math.max(0, Math.min(1, (DURATION_MS - elapsed) / 1200));
      context.globalAlpha = fade;
      let visible = 0;
      for (const piece of pieces) {
        piece.vy += 0.28;
        piece.vx *= 0.98;
        piece.vy *= 0.98;
        piece.wobble += piece.wobbleSpeed;
        piece.x += piece.vx + Math.sin(piece.wobble) * 0.8;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > height + 20) continue;
        visible += 1;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        if (piece.round) {
          context.beginPath();
          context.arc(0, 0, piece.width / 2, 0, Math.PI * 2);
          context.fill();
        } else {
          context.scale(1, Math.abs(Math.cos(piece.wobble)) * 0.8 + 0.2);
          context.fillRect(-piece.width / 2, -piece.height / 2, piece.width, piece.height);
        }
        context.restore();
      }
      if (visible > 0 && elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else context.clearRect(0, 0, width, height);
    };
    frame = requestAnimationFrame(draw);

    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas is not focusable; the decoration is hidden from AT
    <canvas ref={canvasRef} aria-hidden="true" data-particles={PARTICLES} className={canvasStyle} />
  );
}

const canvasStyle = css({
  position: 'fixed',
  inset: '0',
  w: '100vw',
  h: '100vh',
  pointerEvents: 'none',
  zIndex: '60',
  _motionReduce: { display: 'none' },
  _print: { display: 'none' },
});
