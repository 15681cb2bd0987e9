// expect: error: cannot find 'InputParser' in scope
// `import Kamishibai` does not show `InputParser`: the ANSI backend's input parser is the terminal's business, not an app's.
import Kamishibai

_ = InputParser.self
