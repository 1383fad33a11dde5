/**
 * A move drawn along the route the layout found for it (`data.route`, from
 * layoutFlowWithRoutes): from the source's handle through the route's points to the target's
 * handle, smoothed, with its label at the route's middle. A move without a route (one closing a
 * cycle) is a plain curve.
 */
import { BaseEdge, getBezierPath } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';

type Point = { x: number; y: number };

/** A smooth path through `points`: straight ends, quadratic curves bending at each inner point. */
export function smoothPath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 0) return `M ${first.x} ${first.y}`;
  let path = `M ${first.x} ${first.y}`;
  for (let index = 1; index < points.length - 1; index++) {
    const corner = points[index]!;
    const next = points[index + 1]!;
    path += ` Q ${corner.x} ${corner.y} ${(corner.x + next.x) / 2} ${(corner.y + next.y) / 2}`;
  }
  const last = points[points.length - 1]!;
  return `${path} L ${last.x} ${last.y}`;
}

export function RoutedEdge(props: EdgeProps) {
  const { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data } = props;
  const route = (data as { route?: Point[] } | undefined)?.route ?? [];
  const [bezier, bezierLabelX, bezierLabelY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  });
  const middle = route[Math.floor((route.length - 1) / 2)];
  return (
    <BaseEdge
      id={props.id}
      path={
        route.length > 0
          ? smoothPath([{ x: sourceX, y: sourceY }, ...route, { x: targetX, y: targetY }])
          : bezier
      }
      markerEnd={props.markerEnd}
      style={props.style}
      label={props.label}
      labelX={middle?.x ?? bezierLabelX}
      labelY={middle?.y ?? bezierLabelY}
      interactionWidth={props.interactionWidth}
    />
  );
}
