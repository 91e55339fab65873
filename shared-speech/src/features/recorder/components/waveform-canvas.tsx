import { useEffect, useRef } from 'react';
import type { WaveformBuffer } from '../waveform';

export type WaveformCanvasProps = {
  waveform: WaveformBuffer;
  /** Whether to keep redrawing (while recording). */
  active: boolean;
  /** CSS width in px; by default the container's width. */
  width?: number;
  /** CSS height in px. */
  height?: number;
  color?: string;
  /** Accessible name (the canvas is an image of the sound level). */
  label: string;
  className?: string;
};

/**
 * Draws the live waveform: one bar per device pixel column, newest on the right, redrawn once per
 * animation frame and only when new audio arrived. The canvas follows its CSS size (and the
 * screen's pixel ratio), so bars stay sharp at any width; points beyond the width are combined
 * (maximum), so the full 5000-point history fits.
 */
export function WaveformCanvas({ waveform, active, width, height = 96, color = '#1f6feb', label, className }: WaveformCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let frame = 0;
    let drawn = -1;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const pixelHeight = Math.max(1, Math.round(canvas.clientHeight * ratio));
      const resized = canvas.width !== width || canvas.height !== pixelHeight;
      if (resized) {
        canvas.width = width;
        canvas.height = pixelHeight;
      }
      if (resized || waveform.revision !== drawn) {
        drawn = waveform.revision;
        drawWaveform(context, waveform.points(), width, pixelHeight, color);
      }
      if (active) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [waveform, active, color]);

  return <canvas ref={canvasRef} role="img" aria-label={label} className={className} style={{ display: 'block', width: width ?? '100%', maxWidth: '100%', height }} />;
}

/** Mean absolute amplitude that fills the whole height: loud speech is around a quarter of full scale. */
const FULL_SCALE_LEVEL = 0.25;

export function drawWaveform(context: CanvasRenderingContext2D, points: Float32Array, width: number, height: number, color: string): void {
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  const middle = height / 2;
  context.fillRect(0, Math.floor(middle), width, 1);
  if (points.length === 0) return;
  const perBar = Math.max(1, points.length / width);
  const bars = Math.min(width, points.length);
  for (let bar = 0; bar < bars; bar += 1) {
    const from = Math.floor(bar * perBar);
    const to = Math.max(from + 1, Math.floor((bar + 1) * perBar));
    let peak = 0;
    for (let i = from; i < to && i < points.length; i += 1) peak = Math.max(peak, points[i] ?? 0);
    const half = Math.min(1, peak / FULL_SCALE_LEVEL) * middle;
    context.fillRect(width - bars + bar, middle - half, 1, Math.max(1, half * 2));
  }
}
