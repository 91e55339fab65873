import { useEffect, useRef } from 'react';
import type { WaveformBuffer } from '../waveform';

export type WaveformCanvasProps = {
  waveform: WaveformBuffer;
  /** Whether to keep redrawing (while recording). */
  active: boolean;
  width?: number;
  height?: number;
  color?: string;
  /** Accessible name (the canvas is an image of the sound level). */
  label: string;
  className?: string;
};

/**
 * Draws the live waveform: one bar per point, newest on the right, redrawn once per animation frame
 * and only when new audio arrived. Points beyond the canvas width are combined (maximum), so the
 * full 5000-point history fits any width.
 */
export function WaveformCanvas({ waveform, active, width = 600, height = 96, color = '#1f6feb', label, className }: WaveformCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let frame = 0;
    let drawn = -1;
    const draw = () => {
      if (waveform.revision !== drawn) {
        drawn = waveform.revision;
        drawWaveform(context, waveform.points(), canvas.width, canvas.height, color);
      }
      if (active) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [waveform, active, color]);

  return <canvas ref={canvasRef} width={width} height={height} role="img" aria-label={label} className={className} style={{ maxWidth: '100%' }} />;
}

export function drawWaveform(context: CanvasRenderingContext2D, points: Float32Array, width: number, height: number, color: string): void {
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  const middle = height / 2;
  context.fillRect(0, middle - 0.5, width, 1);
  if (points.length === 0) return;
  const perBar = Math.max(1, points.length / width);
  const bars = Math.min(width, points.length);
  for (let bar = 0; bar < bars; bar += 1) {
    const from = Math.floor(bar * perBar);
    const to = Math.max(from + 1, Math.floor((bar + 1) * perBar));
    let peak = 0;
    for (let i = from; i < to && i < points.length; i += 1) peak = Math.max(peak, points[i] ?? 0);
    // Speech rarely exceeds a third of full scale; a square-root curve keeps quiet voices visible.
    const half = Math.min(1, Math.sqrt(peak * 3)) * middle;
    context.fillRect(width - bars + bar, middle - half, 1, Math.max(1, half * 2));
  }
}
