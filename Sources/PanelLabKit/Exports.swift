// `import UIKit` brings CGFloat, CGPoint and CGSize into FloatingPanel code; `import PanelLabKit`
// must too, so that code compiles with only its import lines changed.
@_exported import Foundation
// The seeded generator behind `LabSession.random`, shared with PanelLabTestSupport.
@_exported import PanelRandom

/// A random source for a program's own code that gives the same numbers in every run of a
/// session (SplitMix64), so code that draws from it replays the same into a new build.
public typealias SeededRandom = SplitMix64
