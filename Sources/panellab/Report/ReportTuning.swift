import PanelCore

/// The tuned values a report lists: every inspector key whose value in the scene differs from its
/// default, each panel's fling spring in the forms the inspector shows, and the `set` lines the
/// session recorded.
struct ReportTuning {
  /// One key away from its default.
  struct Key {
    /// The inspector's label.
    var label: String
    /// The scene key path.
    var path: String
    /// Its value in the scene, as JSON.
    var value: String
    /// The default, as JSON.
    var defaultValue: String
  }

  /// A `set` line of the recording.
  struct Change {
    /// Its `t_us`.
    var time: Micros
    /// The key path.
    var path: String
    /// The new value, as JSON.
    var value: String
  }

  /// The keys of the starting scene that differ from their defaults, in the inspector's order.
  let keys: [Key]
  /// Per panel, its id and the spring lines (`SwiftUI`, `response 0.40 · damping 1.000`).
  let springs: [(panel: String, lines: [(String, String)])]
  /// The recorded `set` lines, in order.
  let changes: [Change]

  /// The tuning of `recording`'s scene (`config`) and of its `set` lines.
  init(_ config: SceneConfig, recording: Recording) {
    var keys: [Key] = []
    var seen: Set<String> = []
    // One inspector per panel: each has the scene-wide controls once and that panel's own.
    for panel in 0..<Swift.max(1, config.main.panels.count) {
      for control in InspectorPane.controls(for: config, panel: panel)
      where control.derived == nil && control.path != InspectorControl.springFormPath && !seen.contains(control.path) {
        seen.insert(control.path)
        guard let value = config.json.value(at: control.path), value != control.defaultValue else { continue }
        keys.append(Key(label: control.label, path: control.path, value: JSONWriter.string(value), defaultValue: JSONWriter.string(control.defaultValue)))
      }
    }
    self.keys = keys
    springs = config.main.panels.map { ($0.id, InspectorPane.springLines($0.behavior)) }
    changes = recording.inputs.compactMap { entry in
      guard case .set(let path, let value) = entry.input.event else { return nil }
      return Change(time: entry.input.time, path: path, value: JSONWriter.string(value))
    }
  }
}
