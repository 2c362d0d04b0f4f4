// `import UIKit` brings CGFloat, CGPoint and CGSize into FloatingPanel code; `import PanelLabKit`
// must too, so that code compiles with only its import lines changed.
@_exported import Foundation
