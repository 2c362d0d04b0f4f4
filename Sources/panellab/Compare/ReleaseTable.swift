import PanelCore

/// Each release of a run, read from its trace: for a panel, the hand letting go
/// (`willEndDragging`); for the sheet, its phase leaving `dragging`. With the target it went to,
/// the time it took to settle and how far it went past where it came to rest.
struct ReleaseTable {
  /// One release.
  struct Release: Equatable {
    /// `panel maps` or `sheet`.
    var component: String
    /// When the hand let go.
    var time: Micros
    /// The state or detent it went to (`full`, `dismissed`, `large`).
    var target: String
    /// How long after the release it came to rest; nil when the hand took it again first, or the
    /// trace ended before.
    var settle: Micros?
    /// How far it went past its resting place, in `unit`; nil until it settled.
    var overshoot: Double?
    /// The overshoot's unit: points for a panel, progress for the sheet.
    var unit: String
  }

  /// The releases, in time order.
  private(set) var releases: [Release] = []
  /// Per open release: its index, where it started, the positions since, whether it has settled.
  private var open: [String: (index: Int, start: Double, values: [Double], settledAt: Micros?)] = [:]
  /// The sheet's phase at the last frame.
  private var sheetPhase: String?

  /// Takes the next trace line.
  mutating func add(_ line: TraceLine) {
    let v = line.value
    switch line.kind {
    case .event:
      let component = v["component"]?.string
      let name = v["name"]?.string
      if component == SheetModel.kindName, let sheet = name.flatMap(SheetModel.Event.Name.init(rawValue:)) {
        if sheet == .didPresent || sheet == .didDismiss { settle("sheet", at: line.time) }
        return
      }
      guard component == PanelModel.kindName, let id = v["id"]?.string, let panel = name.flatMap(PanelModel.Event.Name.init(rawValue:)) else {
        return
      }
      let key = "panel \(id)"
      switch panel {
      case .willEndDragging:
        releases.append(Release(component: key, time: line.time, target: v["target"]?.string ?? "?", unit: "pt"))
        open[key] = (releases.count - 1, v["position"]?.number ?? 0, [], nil)
      case .didEndDragging where v["willAttract"]?.bool == false: settle(key, at: line.time)
      case .didEndAttracting: settle(key, at: line.time)
      case .willBeginDragging: open[key] = nil
      default: break
      }
    case .frame:
      for panel in v["panels"]?.elements ?? [] {
        guard let id = panel["id"]?.string, let p = panel["position"]?.number else { continue }
        track("panel \(id)", p)
      }
      let sheet = v["sheet"]
      let phase = sheet?["phase"]?.string
      if sheetPhase == "dragging", let phase, phase != "dragging" {
        let target = phase == "dismissing" || phase == "hidden" ? "dismissed" : (sheet?["detent"].map { $0.string ?? JSONWriter.string($0) } ?? "presented")
        releases.append(Release(component: "sheet", time: line.time, target: target, unit: "progress"))
        open["sheet"] = (releases.count - 1, sheet?["progress"]?.number ?? 0, [], nil)
      }
      if phase == "dragging" { open["sheet"] = nil }
      if let progress = sheet?["progress"]?.number {
        // A spring back to a detent ends in no event: it has settled when the progress holds.
        if let o = open["sheet"], o.settledAt == nil, phase == "presented", let last = o.values.last, last == progress, o.values.count > 1 {
          settle("sheet", at: line.time)
        }
        track("sheet", progress)
      }
      sheetPhase = phase
    }
  }

  /// Marks the open release of `key` settled at `time`; its resting place is its next value.
  private mutating func settle(_ key: String, at time: Micros) {
    guard var o = open[key], o.settledAt == nil else { return }
    o.settledAt = time
    releases[o.index].settle = time - releases[o.index].time
    open[key] = o
  }

  /// Adds a frame's value to `key`'s open release; after it settled, that value is its resting
  /// place and the overshoot is how far past it the values went, away from where it started.
  private mutating func track(_ key: String, _ value: Double) {
    guard var o = open[key] else { return }
    o.values.append(value)
    guard o.settledAt != nil else {
      open[key] = o
      return
    }
    let direction: Double = value >= o.start ? 1 : -1
    let past = o.values.map { ($0 - value) * direction }.max() ?? 0
    releases[o.index].overshoot = past > 0 ? past : 0
    open[key] = nil
  }
}

extension JSONValue {
  /// The elements of an array, or nil for any other value.
  var elements: [JSONValue]? {
    if case .array(let a) = kind { return a }
    return nil
  }
}
