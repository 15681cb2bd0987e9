// expect: error: cannot find 'HeadlessTerminal' in scope
// `import Kamishibai` does not show `HeadlessTerminal`: a test double, which tests get from KamishibaiTesting.
import Kamishibai

_ = HeadlessTerminal.self
