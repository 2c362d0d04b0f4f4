/// The sidebar (`sidebar` view): the scenes of the scene's `sidebar` list, and a menu that brings
/// back hidden panes.
///
/// Choosing a scene (a click on its row, or Ctrl+PageDown / Ctrl+PageUp for the next and previous
/// one) reports `didChooseScene`; the host reads that file and sends it back as a `load_scene`
/// input, so the recording holds the scene itself and a replay never reads the file. A click on a
/// "Show …" row restores that split's hidden pane through the wiring.
public struct SidebarPane: SceneComponent {
  /// The composition row: a sidebar when the scene lists scenes or its layout has a sidebar pane
  /// (the keys switch scenes even without the pane).
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["sidebar", "layout"]) { config in
    config.sidebar != nil || config.layout?.views.contains(.sidebar) == true
      ? [SidebarPane(config: config.sidebar ?? SidebarConfig())] : []
  }

  /// Height of a row in points.
  public static let rowHeight = 28.0

  /// What a row does when clicked.
  public enum Action: Hashable, Sendable {
    /// Switches to the scene at this index of the list.
    case chooseScene(Int)
    /// Brings back the hidden pane of this split.
    case restore(split: String)
    /// Puts the main view on this device preset (nil: the main view fills its pane again).
    case chooseDevice(Int?)
    /// Turns the simulated device between portrait and landscape (what R does).
    case rotate
    /// Unfolds or folds this group of the list (`sidebar.groups`).
    case toggleGroup(Int)
  }

  /// A row of the sidebar, in pane coordinates.
  public struct Row: Hashable, Sendable {
    /// Where it is.
    public var frame: Rect
    /// Its title.
    public var title: String
    /// The shortcut shown at its trailing edge.
    public var hint: String
    /// What a click does.
    public var action: Action
  }

  /// The scenes listed.
  public private(set) var config: SidebarConfig
  /// The clickable rows as last laid out.
  public private(set) var rows: [Row] = []
  /// The row under a press in progress.
  public private(set) var pressed: Action?
  private var size = Size(width: 0, height: 0)
  private var layoutHeaderY = 0.0
  private var deviceHeaderY = 0.0
  /// The device the scene simulates, to mark its row.
  private var device: DeviceConfig?
  /// The groups unfolded by a click on their header, in ascending order (a group holding the
  /// current scene shows unfolded as well).
  public private(set) var unfolded: [Int] = []
  /// Counts the folds and unfolds, so the scene lays the rows out again.
  public private(set) var layoutRevision = 0
  /// What the sidebar reported and asked for, not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The time of the last `advance`: the time of every press and key it gets.
  private var time: Micros = 0

  /// Each listed scene's row title, worked out once: a scene lays its panes out again at every
  /// edit, and the titles' string work was most of this pane's layout.
  private var sceneTitles: [String]
  /// What the rows were last laid out from (nil: not yet, or the list changed since). A scene lays
  /// every component out again after each edit; the rows, a string or two each, only when one of
  /// these changed.
  private var rowsLaidOutFor: RowInputs?

  /// Everything the rows depend on but the list itself (which changes only in `update(from:)`).
  private struct RowInputs: Equatable {
    var size: Size
    var tree: LayoutNode?
    var device: DeviceConfig?
    var unfolded: [Int]
  }

  /// A sidebar listing `config`'s scenes.
  public init(config: SidebarConfig) {
    self.config = config
    let ungrouped = config.ungrouped
    sceneTitles = config.scenes.indices.map { i in
      ungrouped.contains(i) ? SidebarConfig.title(of: config.scenes[i]) : SidebarConfig.fileName(of: config.scenes[i])
    }
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "sidebar"
  /// The sidebar pane.
  public var placement: Placement { .pane(.sidebar) }

  /// Lays out the scene rows, then a "Show …" row for each hidden pane of the live split tree.
  public mutating func layout(in context: inout LayoutContext) {
    size = context.frame(of: .sidebar)?.size ?? Size(width: 0, height: 0)
    let inputs = RowInputs(size: size, tree: context.tree, device: context.config.device, unfolded: unfolded)
    guard inputs != rowsLaidOutFor else { return }
    rowsLaidOutFor = inputs
    let width = Swift.max(0, size.width - 16)
    var y = 36.0
    func sceneRow(_ i: Int) -> Row {
      defer { y += Self.rowHeight }
      return Row(frame: Rect(x: 8, y: y, width: width, height: Self.rowHeight), title: sceneTitles[i], hint: "", action: .chooseScene(i))
    }
    rows = config.ungrouped.map(sceneRow)
    // Each group: a header row that folds it, then its scenes while it is unfolded.
    for (g, group) in config.groups.enumerated() {
      y += 8
      let open = isUnfolded(g)
      rows.append(
        Row(
          frame: Rect(x: 8, y: y, width: width, height: Self.rowHeight), title: (open ? "▾ " : "▸ ") + group.title,
          hint: "\(group.range.count)", action: .toggleGroup(g)))
      y += Self.rowHeight
      if open { rows += group.range.map(sceneRow) }
    }
    // An empty list holds its note line.
    layoutHeaderY = y + 16 + (config.scenes.isEmpty ? 20 : 0)
    y = layoutHeaderY + 20
    if let tree = context.tree {
      for (n, split) in tree.splits.enumerated() where split.visible != .both {
        let hidden: SplitConfig.Side = split.visible == .primary ? .secondary : .primary
        let views = tree.side(hidden, of: split.id)?.views.map(\.rawValue).joined(separator: " + ") ?? hidden.rawValue
        rows.append(
          Row(
            frame: Rect(x: 8, y: y, width: width, height: Self.rowHeight), title: "Show \(views)",
            hint: n < 9 ? "Ctrl+Alt+\(n + 1)" : "", action: .restore(split: split.id)))
        y += Self.rowHeight
      }
    }
    // With every pane showing, the Layout section holds one note line.
    if !rows.contains(where: { if case .restore = $0.action { true } else { false } }) { y += 20 }
    deviceHeaderY = y + 16
    y = deviceHeaderY + 20
    device = context.config.device
    for i in [nil] + DevicePreset.all.indices.map(Optional.some) {
      let title = i.map { DevicePreset.all[$0].title } ?? "Fill the pane"
      rows.append(Row(frame: Rect(x: 8, y: y, width: width, height: Self.rowHeight), title: title, hint: "", action: .chooseDevice(i)))
      y += Self.rowHeight
    }
    if let device {
      let to = DeviceOrientation(of: device.size).turned
      rows.append(Row(frame: Rect(x: 8, y: y, width: width, height: Self.rowHeight), title: "Rotate to \(to.rawValue)", hint: "R", action: .rotate))
    }
  }

  /// Takes an edited list (its groups stay folded as they were, while it has them).
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? SidebarPane else { return }
    config = fresh.config
    sceneTitles = fresh.sceneTitles
    unfolded.removeAll { $0 >= config.groups.count }
    rowsLaidOutFor = nil
  }

  /// Whether group `g` shows its scenes: unfolded by a click, or holding the current scene.
  public func isUnfolded(_ g: Int) -> Bool {
    unfolded.contains(g) || config.current.flatMap { config.scenes.firstIndex(of: $0) }.flatMap(config.group(of:)) == g
  }

  private func row(at point: Point) -> Row? { rows.first { $0.frame.contains(point) } }

  /// The whole pane (a click between rows does nothing).
  public func hitTest(_ point: Point) -> Bool { Rect(size: size).contains(point) }

  /// A press on a row holds it, as a button does.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    guard let row = row(at: press.location) else { return .ignore }
    pressed = row.action
    return .capture
  }

  /// The row stays pressed only while the pointer is on it.
  public mutating func pointerMoved(_ press: PointerPress) {}

  /// A release on the pressed row does what the row says.
  public mutating func pointerUp(_ press: PointerPress) {
    defer { pressed = nil }
    guard let action = pressed, row(at: press.location)?.action == action else { return }
    perform(action)
  }

  /// A cancelled press does nothing.
  public mutating func pointerCancelled(_ press: PointerPress) { pressed = nil }

  /// Takes the time, where its next press or key happens.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  private mutating func perform(_ action: Action) {
    switch action {
    case .chooseScene(let i):
      outbox.post(.didChooseScene(scene: config.scenes[i], index: i), at: time)
    case .restore(let split):
      outbox.post(.restorePane(split: split), at: time)
    case .chooseDevice(let i):
      // Scene edits like the inspector's: recorded as `set`, so a replay shows the same device.
      outbox.request(i.map { DevicePreset.all[$0].edits } ?? [.set(path: "device", value: .null)])
    case .rotate:
      if let device { outbox.request(.rotate(DeviceOrientation(of: device.size).turned)) }
    case .toggleGroup(let g):
      if let i = unfolded.firstIndex(of: g) { unfolded.remove(at: i) } else { unfolded = (unfolded + [g]).sorted() }
      layoutRevision += 1
    }
  }

  /// Ctrl+PageDown chooses the next scene of the list, Ctrl+PageUp the previous one (wrapping).
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard key.modifiers == [.ctrl], !config.scenes.isEmpty else { return false }
    let step: Int
    switch key.key {
    case "PageDown": step = 1
    case "PageUp": step = -1
    default: return false
    }
    let n = config.scenes.count
    let from = config.current.flatMap { config.scenes.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
    perform(.chooseScene(((from + step) % n + n) % n))
    return true
  }

  /// A hand over the rows.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor { row(at: point) == nil ? .arrow : .hand }

  /// The source list: section headers, the scenes (the current one selected), the hidden panes.
  public func render(into list: inout DisplayList) {
    guard size.width > 0, size.height > 0 else { return }
    // One opaque layer: the list changes rarely, so most frames copy its pixels.
    list.layer("sidebar", frame: Rect(size: size), opaque: true) { list in
      list.fill(Rect(size: size), Theme.sidebar)
      header("Scenes", y: 14, into: &list)
      if config.scenes.isEmpty { note("No scenes listed", y: 40, into: &list) }
      header("Layout", y: layoutHeaderY, into: &list)
      if !rows.contains(where: { if case .restore = $0.action { true } else { false } }) {
        note("Every pane is showing", y: layoutHeaderY + 24, into: &list)
      }
      header("Device", y: deviceHeaderY, into: &list)
      for row in rows {
        let selected: Bool
        switch row.action {
        case .chooseScene(let i): selected = config.scenes[i] == config.current
        case .chooseDevice(let i): selected = i.map { DevicePreset.all[$0].name } == device?.name
        case .restore, .rotate, .toggleGroup: selected = false
        }
        if selected {
          list.fill(row.frame, radius: 6, Theme.tint)
        } else if pressed == row.action {
          list.fill(row.frame, radius: 6, Theme.fill)
        }
        let f = row.frame
        // The title gives way to the shortcut (ellipsised), which stays readable at the trailing edge.
        let hintWidth = row.hint.isEmpty ? 0 : Double(row.hint.count) * 6.5 + 8
        list.text(
          TextRun(row.title, frame: Rect(x: f.x + 10, y: f.y + 6, width: Swift.max(0, f.width - 20 - hintWidth), height: 16), size: 13,
            color: selected ? .white : Theme.label))
        if !row.hint.isEmpty {
          list.text(
            TextRun(row.hint, frame: Rect(x: f.x + 10, y: f.y + 7, width: Swift.max(0, f.width - 20), height: 14), size: 11,
              color: Theme.secondaryLabel, alignment: .trailing))
        }
      }
    }
  }

  private func header(_ title: String, y: Double, into list: inout DisplayList) {
    list.text(TextRun(title.uppercased(), frame: Rect(x: 18, y: y, width: Swift.max(0, size.width - 36), height: 14), size: 11, weight: .bold, color: Theme.secondaryLabel))
  }

  private func note(_ text: String, y: Double, into list: inout DisplayList) {
    list.text(TextRun(text, frame: Rect(x: 18, y: y, width: Swift.max(0, size.width - 36), height: 16), size: 12, color: Theme.secondaryLabel))
  }

  /// Nothing: what it does shows as `didChooseScene` events and the splits' own state.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}

  /// The press and the list (what the pane shows beyond the layout).
  public func hash(into hash: inout StateHash) {
    hash.combine("sidebar \(String(describing: pressed)) \(config.current ?? "-")")
    // Only an unfolded group joins the hash, so every hash before a click stays as it was.
    if !unfolded.isEmpty { hash.combine("unfolded \(unfolded)") }
  }
}
