/// The readout: the live values and the last attraction, read from the components' typed snapshots.
extension InspectorPane {
  /// What the live lines show, as last observed. The components whose snapshots lay anything out
  /// (the panel's surface, the feed's cards) are kept whole and their snapshots taken only when the
  /// lines are written; the split and the capsule give the number of lines, so theirs are read now.
  struct Readout: Sendable {
    /// The inspected panel.
    var panel: PanelModel?
    /// The velocity shown for it while the hand holds it, measured between steps.
    var draggedVelocity = 0.0
    /// The sheet.
    var sheet: SheetModel?
    /// The dividers.
    var splits: [SplitTree.Split] = []
    /// Where the accessory capsule sits, and its origin in window points.
    var accessory: (position: AccessoryConfig.Position, origin: Point)?
    /// The feed.
    var feed: FeedModel?
    /// Line heights the lines take (a note takes two): the controls' places depend on it at every
    /// press and every drawing, so it is counted here, without writing the lines.
    var slots = 0
  }

  /// Reads the scene each time it changes.
  public var observesScene: Bool { true }

  /// Takes the time, which the dragged panel's velocity counts in.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  /// Takes the live values and the last attraction from the scene's components, each found by its
  /// type in one pass. The lines are written from them when they are drawn or asked for (`lines`),
  /// not after every step: a step reads the inspected panel's movement and position alone.
  public mutating func observe(_ scene: Scene) {
    self.scene = scene.config.json
    var panels: [PanelModel] = []
    readout = Readout()
    // The first of each kind, as `Scene.component(_:)` finds it.
    var readSplits = false, readTabBar = false
    for c in scene.components {
      let kind = type(of: c)
      if kind == PanelModel.self, let panel = c as? PanelModel {
        panels.append(panel)
      } else if kind == SheetModel.self, readout.sheet == nil {
        readout.sheet = c as? SheetModel
      } else if kind == SplitTree.self, !readSplits, let tree = c as? SplitTree {
        readSplits = true
        readout.splits = tree.snapshot.splits
      } else if kind == TabBarModel.self, !readTabBar, let bar = c as? TabBarModel {
        readTabBar = true
        guard let accessory = bar.snapshot.accessory, let frame = accessory.frame else { continue }
        // In window points, as the trace gives it (the window's origin while the main view is hidden).
        let main = scene.frame(of: .pane(.main)) ?? Rect(size: .zero)
        readout.accessory = (accessory.position, Point(x: frame.x + main.x, y: frame.y + main.y))
      } else if kind == FeedModel.self, readout.feed == nil {
        readout.feed = c as? FeedModel
      }
    }
    // The panel a hand (or a key) just set moving becomes the one inspected and edited.
    let inspectedMoves = panels.indices.contains(panelIndex) && panels[panelIndex].isAnimating
    let dragged = panels.firstIndex { $0.isDragging }
    if let moving = dragged ?? (inspectedMoves ? nil : panels.firstIndex { $0.isAnimating }), moving != panelIndex {
      panelIndex = moving
      lastPanelPosition = nil
      watchingAttraction = false
      plot = nil
      controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
      if let f = focused, f >= controls.count { focused = nil }
    }
    if panels.indices.contains(panelIndex) {
      observe(panel: panels[panelIndex], scale: scene.scale)
    }
    let spring = readout.panel == nil ? 0 : springLines.reduce(0) { $0 + ($1.0 == Self.noteLabel ? 2 : 1) }
    readout.slots =
      (readout.panel == nil ? 0 : 3) + spring + (readout.sheet == nil ? 0 : 1) + readout.splits.count + (readout.accessory == nil ? 0 : 1)
      + (readout.feed == nil ? 0 : 1)
  }

  /// Takes the inspected panel: its velocity while the hand holds it, its spring's lines when the
  /// behaviour changed, and its last release for the plot.
  private mutating func observe(panel: PanelModel, scale: Double) {
    readout.panel = panel
    let behavior = panel.config.behavior
    self.behavior = behavior
    let motion = panel.movement
    readout.draggedVelocity = 0
    if case .dragging = motion, let last = lastPanelPosition, time > last.time {
      readout.draggedVelocity = (panel.position - last.position) / (time - last.time).seconds
    }
    lastPanelPosition = (time, panel.position)
    if springLinesFor != behavior {
      springLinesFor = behavior
      springLines = Self.springLines(behavior)
    }
    // A new release starts a new plot; a spring re-aimed mid-flight (an edit, a resize) does not,
    // or the plot would show the tail of the motion instead of the release.
    let wasAttracting = watchingAttraction
    if case .attracting(_, let release) = motion {
      watchingAttraction = true
      if !wasAttracting {
        plot = AttractionPlot(
          start: release.start, velocity: release.velocity, target: release.target, parameters: release.parameters, scale: scale)
      }
    } else {
      watchingAttraction = false
    }
    // The curve follows the tuning: the same release under the behaviour in force now.
    if var p = plot {
      p.parameters = behavior.attractionSpring(velocity: p.velocity)
      p.scale = scale
      plot = p
      if p != curvesDrawn {
        curves = p.curves
        curvesDrawn = p
      }
    }
  }

  /// The live values, as `label: value` lines, written from the components last observed.
  public var lines: [(String, String)] {
    func n(_ v: Double, _ places: Int = 1) -> String { FixedPoint.string(v, places: places) }
    var lines: [(String, String)] = []
    if let panel = readout.panel?.snapshot {
      let phase: String
      let velocity: Double
      switch panel.motion {
      case .idle: (phase, velocity) = ("at rest", 0)
      case .dragging: (phase, velocity) = ("dragging", readout.draggedVelocity)
      case .attracting(let target, _): (phase, velocity) = ("attracting → \(target.name)", panel.velocity)
      case .transitioning: (phase, velocity) = ("showing or hiding", 0)
      }
      lines += [
        ("panel \(panel.id)", "\(panel.state.name), \(phase)"),
        ("edge · velocity", "\(n(panel.position)) pt · \(n(velocity, 0)) pt/s"),
        ("backdrop alpha", n(panel.backdropAlpha, 2)),
      ]
      lines += springLines
    }
    if let sheet = readout.sheet?.snapshot {
      lines.append(("sheet", "\(sheet.phase.rawValue), progress \(n(sheet.look?.progress ?? 0, 2))"))
    }
    for s in readout.splits {
      lines.append(("split \(s.id)", "\(n(s.position, 3)), \(s.visible.rawValue)"))
    }
    if let (position, origin) = readout.accessory {
      lines.append(("accessory", "\(position.rawValue) at \(n(origin.x, 0)), \(n(origin.y, 0))"))
    }
    if let feed = readout.feed?.snapshot {
      lines.append(("feed offset", "\(n(feed.contentOffset)) pt"))
    }
    return lines
  }

  /// Line heights the live values take (a note takes two).
  var lineSlots: Int { readout.slots }

  /// The panel's fling spring in every form a designer brings, with its damping ratio, settle
  /// time and overshoot, and the first warning where a form misleads.
  public static func springLines(_ behavior: PanelBehavior) -> [(String, String)] {
    func n(_ v: Double, _ places: Int) -> String { FixedPoint.string(v, places: places) }
    let form = FloatingPanelSpringForm(behavior)
    guard let summary = try? form.summary() else { return [("spring", "not a spring"), (Self.noteLabel, "")] }
    let spring = summary.spring
    let swiftUI = ResponseSpringForm(spring)
    let ca = StiffnessSpringForm(spring)
    var lines: [(String, String)] = [
      ("spring (fling)", "ζ \(n(summary.dampingRatio, 3)) · settles \(n(summary.settleTime, 2)) s · +\(n(summary.overshoot * 100, 0)) %"),
      ("SwiftUI", "response \(n(swiftUI.response, 2)) · damping \(n(swiftUI.dampingFraction, 3))"),
      ("Core Animation", "k \(n(ca.stiffness, 1)) · c \(n(ca.damping, 2)) · m 1"),
    ]
    if let origami = try? OrigamiSpringForm(spring) {
      lines.append(("Origami / POP", "bounciness \(n(origami.bounciness, 1)) · speed \(n(origami.speed, 1))"))
    } else {
      lines.append(("Origami / POP", "cannot express this spring"))
    }
    // The note's two lines are kept even when empty, so the controls below never jump while a
    // slider is being dragged.
    lines.append((Self.noteLabel, summary.warnings.first ?? ""))
    return lines
  }
}
