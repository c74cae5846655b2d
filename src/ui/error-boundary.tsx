import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  fallback: (reset: () => void) => ReactNode
  /** Changing this value clears a caught error (for example the route path). */
  resetKey?: unknown
  children: ReactNode
}

interface ErrorBoundaryState {
  error: unknown
  resetKey: unknown
}

const NO_ERROR = Symbol('no error')

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: NO_ERROR, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (props.resetKey !== state.resetKey) return { error: NO_ERROR, resetKey: props.resetKey }
    return null
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Caught by error boundary', error, info.componentStack)
  }

  reset = () => this.setState({ error: NO_ERROR })

  override render() {
    if (this.state.error !== NO_ERROR) return this.props.fallback(this.reset)
    return this.props.children
  }
}
