/// Drawing: the pane's display list, one layer per line and per control.
extension InspectorPane {
  /// Live values, the plot and the controls, each a layer so a still part costs a copy.
  public func render(into list: inout DisplayList) {
    guard size.width > 0, size.height > 0 else { return }
    list.fill(Rect(size: size), Theme.surface)
    list.transformed(Transform(translation: Point(x: 0, y: -scrollOffset))) { list in drawContent(into: &list) }
  }

  func drawContent(into list: inout DisplayList) {
    let width = size.width
    // One layer per line and per control: while a panel moves only the lines that change are drawn
    // again, and a dragged slider redraws itself alone.
    heading("Inspector", y: 12, into: &list)
    var y = 36.0
    for (k, (label, value)) in lines.enumerated() {
      let note = label == Self.noteLabel
      let height = note ? 2 * Self.lineHeight : Self.lineHeight
      list.layer("inspector.line.\(k)", frame: Rect(x: 0, y: y, width: width, height: height)) { list in
        if note {
          list.text(
            TextRun(value, frame: Rect(x: 14, y: 0, width: Swift.max(0, width - 28), height: height - 2), size: 10,
              color: Color(hex: 0xC93400), maxLines: 2))
        } else {
          list.text(TextRun(label, frame: Rect(x: 14, y: 0, width: 100, height: 15), size: 11, color: Theme.secondaryLabel))
          list.text(TextRun(value, frame: Rect(x: 112, y: 0, width: Swift.max(0, width - 126), height: 15), size: 11, color: Theme.label))
        }
      }
      y += height
    }
    let plotFrame = Rect(x: 14, y: controlsTop - Self.plotHeight - 10, width: Swift.max(0, width - 28), height: Self.plotHeight)
    list.layer("inspector.plot", frame: plotFrame) { list in drawPlot(size: plotFrame.size, into: &list) }
    for i in controls.indices {
      let row = rowFrame(of: i)
      list.layer("inspector.control.\(i)", frame: Rect(x: 0, y: row.y - 4, width: width, height: Self.rowHeight + 4)) { list in
        list.transformed(Transform(translation: Point(x: 0, y: -(row.y - 4)))) { list in drawControl(i, into: &list) }
      }
    }
    let hint = refusal ?? "[ ] step the focused control · Shift ×10 · Ctrl+Z undo"
    list.text(
      TextRun(
        hint, frame: Rect(x: 14, y: rowFrame(of: controls.count).y + 6, width: Swift.max(0, width - 28), height: 30), size: 11,
        color: refusal == nil ? Theme.secondaryLabel : Color(hex: 0xD70015), maxLines: 2))
  }

  func heading(_ title: String, y: Double, into list: inout DisplayList) {
    list.text(
      TextRun(title.uppercased(), frame: Rect(x: 14, y: y, width: Swift.max(0, size.width - 28), height: 14), size: 11, weight: .bold,
        color: Theme.secondaryLabel))
  }

  /// Colours of the curves: FloatingPanel at 60 Hz, at 120 Hz, the exact spring.
  static let curveColors = [Theme.tint, Color(hex: 0xFF9500), Color(hex: 0x34C759)]
  /// What each curve is, in the legend under the plot's title.
  static let curveNames = ["60 Hz", "120 Hz", "exact"]

  /// A length to one decimal, with no "-0.0": an overshoot that rounds to nothing is 0.
  static func tenths(_ x: Double) -> String {
    let t = (x * 10).rounded()
    return FixedPoint.string(t == 0 ? 0 : t / 10, places: 1)
  }

  func drawPlot(size: Size, into list: inout DisplayList) {
    list.fill(Rect(size: size), radius: 8, Theme.background)
    guard let plot, !curves.isEmpty else {
      list.text(
        TextRun("Release a panel to plot its attraction", frame: Rect(x: 10, y: size.height / 2 - 8, width: size.width - 20, height: 16),
          size: 11, color: Theme.secondaryLabel, alignment: .center))
      return
    }
    let duration = Swift.max(0.1, curves.map(\.settle).max() ?? 0.1)
    let xs = curves.flatMap { $0.samples.map(\.x) } + [plot.start, plot.target]
    let lo = xs.min() ?? 0
    let hi = xs.max() ?? 1
    let span = Swift.max(1, hi - lo)
    let box = Rect(x: 8, y: 36, width: size.width - 16, height: size.height - 44)
    // The legend: a swatch and a name per curve, so the three lines read without the docs.
    for (k, name) in Self.curveNames.enumerated() {
      let x = 8 + Double(k) * 64
      list.fill(Rect(x: x, y: 25, width: 12, height: 3), radius: 1, Self.curveColors[k])
      list.text(TextRun(name, frame: Rect(x: x + 16, y: 19, width: 46, height: 14), size: 10, color: Theme.secondaryLabel))
    }
    func point(_ t: Double, _ x: Double) -> Point {
      Point(x: box.x + t / duration * box.width, y: box.y + (x - lo) / span * box.height)
    }
    let targetY = point(0, plot.target).y
    list.fill(Rect(x: box.x, y: targetY - 0.5, width: box.width, height: 1), Theme.separator)
    for (k, curve) in curves.enumerated() {
      list.append(.polyline(curve.samples.map { point($0.t, $0.x) }, Self.curveColors[k % 3], width: k == 2 ? 1 : 1.5))
    }
    let overshoot = AttractionPlot.overshoot(of: curves, start: plot.start, target: plot.target)
    let settle = curves.map { FixedPoint.string($0.settle, places: 2) }.joined(separator: "/")
    list.text(
      TextRun("settles \(settle) s · overshoot \(Self.tenths(overshoot)) pt",
        frame: Rect(x: 8, y: 4, width: size.width - 16, height: 14), size: 10, color: Theme.secondaryLabel))
  }

  func drawControl(_ i: Int, into list: inout DisplayList) {
    let c = controls[i]
    let row = rowFrame(of: i)
    let value = pendingValue(of: i)
    let color = focused == i ? Theme.tint : Theme.label
    list.text(TextRun(c.label, frame: Rect(x: row.x, y: row.y, width: row.width * 0.65, height: 15), size: 12, color: color))
    guard let track = trackFrame(of: i) else { return }
    switch c.kind {
    case .slider:
      list.text(
        TextRun(c.text(of: value), frame: Rect(x: row.x, y: row.y, width: row.width, height: 15), size: 12, color: color, alignment: .trailing))
      let f = c.fraction(of: value)
      list.fill(Rect(x: track.x, y: track.midY - 2, width: track.width, height: 4), radius: 2, Theme.fill)
      list.fill(Rect(x: track.x, y: track.midY - 2, width: track.width * f, height: 4), radius: 2, Theme.tint)
      let knob = Rect(x: track.x + track.width * f - 7, y: track.midY - 7, width: 14, height: 14)
      list.fill(knob, radius: 7, Color.white)
      list.append(.stroke(RoundedRect(knob, radius: 7), Theme.separator, width: 1))
    case .toggle:
      let on = value.bool ?? false
      list.fill(track, radius: 11, on ? Color(hex: 0x34C759) : Theme.fill)
      list.fill(Rect(x: on ? track.maxX - 20 : track.x + 2, y: track.y + 2, width: 18, height: 18), radius: 9, Color.white)
    case .choice(let options):
      let w = track.width / Double(Swift.max(1, options.count))
      list.fill(track, radius: 4, Theme.fill)
      for (k, option) in options.enumerated() {
        let seg = Rect(x: track.x + Double(k) * w, y: track.y, width: w, height: track.height)
        let selected = option == value
        if selected { list.fill(seg, radius: 4, Theme.tint) }
        // A long option ("Core Animation") gets a smaller font rather than an ellipsis: about
        // 0.55 em a character, 2 points of air each side, never under 8 points.
        let text = c.text(of: option)
        let size = Swift.max(8, Swift.min(10, (seg.width - 4) / (0.55 * Double(Swift.max(1, text.count)))))
        list.text(TextRun(text, frame: seg, size: size, color: selected ? .white : Theme.label, alignment: .center))
      }
    }
  }
}
