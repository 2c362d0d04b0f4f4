extension PanelModel {
  /// Draws the backdrop, the surface with its shadows, grabber, header and the visible list rows.
  public func render(into list: inout DisplayList) {
    guard !isRemoved else { return }
    let bounds = Rect(size: layout.container)
    let alpha = backdropAlpha
    if alpha > 0 { list.fill(bounds, Color.black.withAlpha(alpha)) }
    guard surfaceFrame.intersects(bounds), state != .hidden || isAnimating else { return }
    let shape = RoundedRect(containerFrame, radii: cornerRadii, curve: config.surface.cornerCurve)
    list.clipped(to: RoundedRect(bounds)) { list in
      let s = config.surface
      // Last first: FloatingPanel puts each shadow's layer under the ones before it.
      for shadow in s.shadows.reversed() where shadow.opacity > 0 {
        list.append(.shadow(shape, shadow.drawn))
      }
      list.append(.fill(shape, .solid(s.backgroundColor ?? Theme.surface)))
      list.clipped(to: shape) { list in
        if let picture = config.content.image { list.image(picture, in: contentFrame) }
        renderHeader(into: &list)
        renderRows(into: &list)
        // Rounded by half its thickness, as FloatingPanel rounds its grabber view.
        if s.grabber { list.fill(grabberFrame, radius: s.grabberHandleSize.height / 2, s.grabberColor ?? Theme.grabber) }
      }
      if s.borderWidth > 0 { list.append(.stroke(shape, s.borderColor ?? Theme.separator, width: s.borderWidth)) }
    }
  }

  /// Rounded corners on the interactive edge only, or all four when the container is inset on
  /// that edge (FloatingPanel's rule).
  var cornerRadii: CornerRadii {
    let r = config.surface.cornerRadius
    let m = margins
    switch config.position {
    case .bottom: return m.bottom != 0 || m.top != 0 ? CornerRadii(all: r) : CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
    case .top: return m.top != 0 || m.bottom != 0 ? CornerRadii(all: r) : CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r)
    case .left: return m.left != 0 || m.right != 0 ? CornerRadii(all: r) : CornerRadii(topLeft: 0, topRight: r, bottomRight: r, bottomLeft: 0)
    case .right: return m.right != 0 || m.left != 0 ? CornerRadii(all: r) : CornerRadii(topLeft: r, topRight: 0, bottomRight: 0, bottomLeft: r)
    }
  }

  /// The `grabberHandleSize` (36×5) grabber, `grabberHandlePadding` (6) points from the interactive
  /// edge, centred across (container coordinates).
  public var grabberFrame: Rect {
    let f = surfaceFrame
    let g = config.surface.grabberHandleSize
    let pad = config.surface.grabberHandlePadding
    switch config.position {
    case .bottom: return Rect(x: f.midX - g.width / 2, y: f.minY + pad, width: g.width, height: g.height)
    case .top: return Rect(x: f.midX - g.width / 2, y: f.maxY - pad - g.height, width: g.width, height: g.height)
    case .left: return Rect(x: f.maxX - pad - g.height, y: f.midY - g.width / 2, width: g.height, height: g.width)
    case .right: return Rect(x: f.minX + pad, y: f.midY - g.width / 2, width: g.height, height: g.width)
    }
  }

  private func renderHeader(into list: inout DisplayList) {
    let c = contentFrame
    let h = config.content.header
    // A picture fills the whole content box; it brings its own header.
    guard h > 0, config.content.kind != .image else { return }
    let header: Rect
    switch config.position {
    case .top: header = Rect(x: c.x, y: c.maxY - h, width: c.width, height: h)
    default: header = Rect(x: c.x, y: c.y, width: c.width, height: h)
    }
    switch config.content.kind {
    case .list where !config.content.tabs.isEmpty:
      renderTabs(into: &list)
    case .list:
      let field = Rect(x: header.x + 16, y: header.midY - 18 + 6, width: header.width - 32, height: 36)
      list.fill(field, radius: 10, Theme.fill)
      list.text(TextRun(config.content.title, frame: Rect(x: field.x + 36, y: field.y + 9, width: field.width - 44, height: 20), size: 16, color: Theme.secondaryLabel))
      // A magnifier drawn from two shapes, so no icon font is needed.
      let lens = Rect(x: field.x + 12, y: field.y + 10, width: 13, height: 13)
      list.append(.stroke(RoundedRect(lens, radius: 6.5), Theme.secondaryLabel, width: 2))
      list.fill(Rect(x: lens.maxX - 2, y: lens.maxY - 2, width: 6, height: 2.5), radius: 1.2, Theme.secondaryLabel)
    case .text:
      list.text(TextRun(config.content.title, frame: Rect(x: header.x + 20, y: header.y + 20, width: header.width - 40, height: 28), size: 22, weight: .bold, color: Theme.label))
      list.text(
        TextRun(
          "Drag the grabber, fling it, or press 1, 2, 3 and 0.", frame: Rect(x: header.x + 20, y: header.y + 52, width: header.width - 40, height: config.content.rowHeight), size: 15,
          color: Theme.secondaryLabel, maxLines: 3))
    case .image:
      break
    }
  }

  private func renderRows(into list: inout DisplayList) {
    guard let frame = listFrame, frame.height > 0 else { return }
    let h = config.content.rowHeight
    let offset = content.offset
    // Controls inside the list push the rows after them down; only then is a row's place not i × h.
    let shifted = listControlsLength > 0
    let first = shifted ? 0 : Swift.max(0, Int((offset / h).rounded(.down)))
    let last = Swift.min(config.content.rows - 1, shifted ? config.content.rows - 1 : Int(((offset + frame.height) / h).rounded(.down)))
    guard first <= last else { return }
    list.clipped(to: RoundedRect(frame)) { list in
      for i in first...last {
        // Each row is a layer: scrolling and dragging only move its pixels.
        let y = frame.y + Double(i) * h - offset + (shifted ? rowShift(i) : 0)
        if shifted && (y + h <= frame.minY || y >= frame.maxY) { continue }
        list.layer("panel-row-\(i + firstRow(ofTab: selectedTab))", frame: Rect(x: frame.x, y: y, width: frame.width, height: h)) { list in
          Self.renderRow(i + firstRow(ofTab: selectedTab), size: Size(width: frame.width, height: h), into: &list)
        }
      }
    }
  }

  /// One result row in its own coordinates: icon, name, distance and a hairline.
  static func renderRow(_ index: Int, size: Size, into list: inout DisplayList) {
    let row = PanelContent.row(index)
    let h = size.height
    list.fill(Rect(size: size), Theme.surface)
    let icon = Rect(x: 16, y: (h - 36) / 2, width: 36, height: 36)
    list.fill(icon, radius: 18, row.color)
    let textX = icon.maxX + 12
    let width = size.width - 16 - textX
    list.text(TextRun(row.title, frame: Rect(x: textX, y: h / 2 - 19, width: width, height: 20), size: 16, weight: .bold, color: Theme.label))
    list.text(TextRun(row.subtitle, frame: Rect(x: textX, y: h / 2 + 2, width: width, height: 18), size: 13, color: Theme.secondaryLabel))
    list.fill(Rect(x: textX, y: h - 0.5, width: size.width - textX, height: 0.5), Theme.separator)
  }
}
