/// Picking events out of a decoded trace, shared by the test suites.

/// The events of `kind`, in order.
public func named(_ kind: TraceEvent.Kind, _ events: [TraceLine]) -> [TraceLine] {
    events.filter { $0.kind == kind }
}

/// Where the first event of `kind` is.
public func index(of kind: TraceEvent.Kind, in events: [TraceLine]) -> Int? {
    events.firstIndex { $0.kind == kind }
}
