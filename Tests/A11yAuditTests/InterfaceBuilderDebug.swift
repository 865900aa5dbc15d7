import Testing
import Foundation
@testable import InterfaceBuilder

@Suite struct InterfaceBuilderDebug {
    @Test func dumpExamples() {
        for file in ["Examples/UIKit/Main.storyboard", "Examples/UIKit/ComposerBar.xib"] {
            let out = InterfaceBuilderLoader.load(file: file)
            print(out.errors)
            for s in out.screens { print("== \(s.name) @\(s.location)"); print(IBTest.dump(s.root)) }
        }
        #expect(Bool(true))
    }
}
