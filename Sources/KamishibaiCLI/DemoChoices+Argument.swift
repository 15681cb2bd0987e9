import ArgumentParser
import Kamishibai
import KamishibaiDemo

extension DemoTab: ExpressibleByArgument {}
extension SheetDetentChoice: ExpressibleByArgument {}
