import { type PointerEvent, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * A signature drawn on screen (issue #26 item 4): pointer events, so a finger, a pen or a mouse draw alike;
 * `touch-action: none` keeps the page from scrolling under the finger. Each finished stroke reports the drawing
 * as a transparent PNG in base64 (no data: prefix), or null once cleared.
 */
export function SignaturePad({
  id,
  label,
  clearLabel,
  onChange,
  isInvalid = false,
  describedBy,
}: {
  id: string;
  /** What a screen reader hears for the canvas ("Draw your signature"). */
  label: string;
  clearLabel: string;
  onChange: (png: string | null) => void;
  isInvalid?: boolean;
  describedBy?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  // The bitmap follows the element's size and the screen's density, so lines stay sharp on a phone.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = 2.5;
    context.strokeStyle = '#111111';
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = pointOf(event);
    drawing.current = { pointerId: event.pointerId, x, y };
    const context = event.currentTarget.getContext('2d');
    // A tap leaves a dot.
    context?.beginPath();
    context?.arc(x, y, 1.2, 0, Math.PI * 2);
    context?.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last || last.pointerId !== event.pointerId) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = pointOf(event);
    context.beginPath();
    context.moveTo(last.x, last.y);
    context.lineTo(x, y);
    context.stroke();
    drawing.current = { ...last, x, y };
  };

  const finish = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || drawing.current.pointerId !== event.pointerId) return;
    drawing.current = null;
    onChange(event.currentTarget.toDataURL('image/png').split(',')[1] ?? null);
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        id={id}
        role="img"
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        data-testid="signature-pad"
        className={cn(
          'h-40 w-full touch-none rounded-lg border-2 border-dashed bg-white',
          isInvalid ? 'border-red-400' : 'border-ink-500',
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={clear}>
        {clearLabel}
      </Button>
    </div>
  );
}
