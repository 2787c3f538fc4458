export { FailureBoundary, OptionalPart, type FailureBoundaryProps } from './failure-boundary';
