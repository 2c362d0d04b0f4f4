/// The control catalogue: which controls a scene offers, with their key paths, ranges and defaults.
extension InspectorPane {
  /// The controls for what the scene has: time and display, the first panel's behaviour, the
  /// sheet, the accessory.
  public static func controls(for config: SceneConfig, springForm: Int = 0, panel: Int) -> [InspectorControl] {
    var c: [InspectorControl] = [
      InspectorControl("Time scale", .scene(.timeScale), .choice([1, 0.5, 0.25, 0.1, 0].map { .number($0) }), default: .number(1)),
      InspectorControl("Refresh rate (Hz)", .scene(.refreshRate), .choice([.number(60), .number(120)]), default: .number(60)),
      InspectorControl("Reduce Motion", .scene(.reduceMotion), .toggle, default: .bool(false)),
      InspectorControl("Right to left", .scene(.rightToLeft), .toggle, default: .bool(false)),
    ]
    if config.main.panels.indices.contains(panel) {
      let p = ScenePath.panel(panel)
      c += [
        InspectorControl(
          "Edit the spring as", InspectorControl.springForm,
          .choice(SpringFormParameter.forms.indices.map { .number(Double($0)) }), default: .number(0)),
      ]
      if springForm == 0 {
        c += [
          InspectorControl("Deceleration rate", p.behavior(.springDecelerationRate), .slider(0.9...0.999, step: 0.001), default: .number(0.991)),
          InspectorControl("Response (s)", p.behavior(.springResponseTime), .slider(0.1...1.5, step: 0.01), default: .number(0.4)),
        ]
      } else {
        c += SpringFormParameter.forms[springForm].parameters.map(InspectorControl.init)
      }
      c += [
        InspectorControl(
          "Projection rate", p.behavior(.momentumProjectionRate), .slider(0.99...0.9999, step: 0.0001), default: .number(0.998)),
        InspectorControl("Redirectional progress", p.behavior(.redirectionalProgress), .slider(0...1, step: 0.05), default: .number(0.5)),
        InspectorControl(
          "Removal threshold", p.behavior(.removalInteractionVelocityThreshold), .slider(1...20, step: 0.5), default: .number(5.5)),
        InspectorControl("Project momentum", p.behavior(.shouldProjectMomentum), .toggle, default: .bool(false)),
        InspectorControl(
          "Spring", p.behavior(.springIntegrator), .choice([.string("floatingPanel"), .string("exact")]), default: .string("floatingPanel")),
        InspectorControl("Swipe to remove", p.isRemovalInteractionEnabled, .toggle, default: .bool(false)),
      ]
      c += anchorControls(config, panel: panel)
    }
    if config.main.sheet != nil {
      c += [
        InspectorControl("Sheet inset", .sheet(.inset), .slider(0...80, step: 1), default: .number(30)),
        InspectorControl("Sheet corner radius", .sheet(.cornerRadius), .slider(0...60, step: 1), default: .number(24)),
        InspectorControl("Dismiss threshold", .sheet(.dismissThreshold), .slider(50...400, step: 5), default: .number(175)),
      ]
    }
    if config.main.accessory != nil {
      c.append(
        InspectorControl(
          "Accessory", .accessory(.position), .choice(["leading", "center", "trailing"].map { .string($0) }),
          default: .string("trailing")))
      c.append(
        InspectorControl("Accessory style", .accessory(.style), .choice([.string("floating"), .string("inline")]), default: .string("floating")))
    }
    if let tree = config.layout {
      for (split, path) in zip(tree.splits, ScenePath.splits(of: tree)) {
        c.append(
          InspectorControl(
            "Split \(split.id): hide mode", path.split(.hideMode), .choice([.string("restore"), .string("boundary")]),
            default: .string("restore")))
        c.append(
          InspectorControl(
            "Split \(split.id): drag to hide", path.split(.dragToHide),
            .choice(["none", "primary", "secondary", "both"].map { .string($0) }), default: .string("none")))
        // A range the scene spells as fractions: its two ends (a scene refuses lo ≥ hi).
        if case .array(let ends)? = config.json.value(at: path.draggableRange.description)?.kind, ends.count == 2 {
          for (k, end) in ["from", "to"].enumerated() {
            c.append(
              InspectorControl(
                "Split \(split.id): range \(end)", path.draggableRangeEnd(k), .slider(0...1, step: 0.01),
                default: .number(Double(k))))
          }
        }
      }
    }
    return c
  }

  /// Sliders for the anchors of panel `panel` that the scene file spells out (a scene that leaves them
  /// to FloatingPanel's defaults has none to edit: setting one would drop the others).
  static func anchorControls(_ config: SceneConfig, panel: Int) -> [InspectorControl] {
    let anchors = ScenePath.panel(panel).anchors
    guard case .object(let members)? = config.json.value(at: anchors.description)?.kind else { return [] }
    var c: [InspectorControl] = []
    for m in members {
      if m.value["absoluteInset"] != nil {
        c.append(InspectorControl("Anchor \(m.key) (pt)", anchors.anchor(m.key, .absoluteInset), .slider(0...600, step: 1), default: .number(0)))
      } else if m.value["fractionalInset"] != nil {
        c.append(InspectorControl("Anchor \(m.key) (share)", anchors.anchor(m.key, .fractionalInset), .slider(0...1, step: 0.01), default: .number(0)))
      }
    }
    return c
  }
}
