import ArgumentParser
import Demo

extension DemoTab: ExpressibleByArgument {}
