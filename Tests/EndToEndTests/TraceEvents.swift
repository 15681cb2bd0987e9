/// Reading the trace's events (one JSON object each), shared by the end-to-end suites.

/// The events called `name`, in order.
func named(_ name: String, _ events: [[String: Any]]) -> [[String: Any]] {
    events.filter { $0["event"] as? String == name }
}

/// Where the first event called `name` is.
func index(of name: String, in events: [[String: Any]]) -> Int? {
    events.firstIndex { $0["event"] as? String == name }
}

func isScreen(_ event: [String: Any], _ screen: String) -> Bool {
    event["screen"] as? String == screen
}

func completed(_ event: [String: Any]) -> Bool? {
    event["completed"] as? Bool
}

func percentOf(_ event: [String: Any]) -> Double {
    event["percent"] as? Double ?? .nan
}
