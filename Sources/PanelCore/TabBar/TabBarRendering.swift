extension TabBarModel {
  /// The material of the bar and the capsule: a light, nearly opaque fill.
  static let material = Color(r: 0.98, g: 0.98, b: 0.99, a: 0.94)

  /// Draws the bar (or its minimised capsule) and the accessory capsule with its content.
  public func render(into list: inout DisplayList) {
    renderBar(into: &list)
    renderCapsule(into: &list)
  }

  private func renderBar(into list: inout DisplayList) {
    let bar = barFrame
    guard bar.height > 0, bar.minY < bounds.height else { return }
    let minimised = barMotionValue
    let inlineStyle = accessoryConfig?.style == .inline
    let radius = inlineStyle ? minimised * bar.height / 2 : 0
    if radius > 0 {
      list.append(.shadow(RoundedRect(bar, radius: radius), Shadow(color: Color.black.withAlpha(0.12 * minimised), offset: Point(x: 0, y: 2), blur: 10)))
    }
    list.fill(bar, radius: radius, Self.material)
    if radius == 0 { list.fill(Rect(x: bar.x, y: bar.y, width: bar.width, height: 0.5), Theme.separator) }
    if inlineStyle && minimised >= 0.999 {
      // Minimised: only the selected tab's icon, in the capsule.
      let icon = Rect(x: bar.midX - 12, y: bar.midY - 12, width: 24, height: 24)
      Self.renderIcon(selected, in: icon, color: Theme.tint, into: &list)
      return
    }
    let shift = bar.y - (bounds.height - barHeightWithSafeArea)
    list.withOpacity(inlineStyle ? 1 - minimised : 1) { list in
      for (i, button) in buttonFrames.enumerated() {
        let b = button.offsetBy(dy: shift)
        let color = i == selected ? Theme.tint : Color(r: 0.56, g: 0.56, b: 0.58)
        Self.renderIcon(i, in: Rect(x: b.midX - 12, y: b.y + 5, width: 24, height: 24), color: color, into: &list)
        list.text(TextRun(config.tabs[i].title, frame: Rect(x: b.x + 2, y: b.y + 31, width: b.width - 4, height: 14), size: 10, weight: .bold, color: color, alignment: .center))
      }
    }
  }

  /// 0 with the bar resting shown, 1 hidden or minimised.
  private var barMotionValue: Double {
    let visible = bounds.height - barHeightWithSafeArea
    let bar = barFrame
    if accessoryConfig?.style == .inline {
      let full = bounds.width
      return full > 0 ? ((full - bar.width) / Swift.max(1, full - config.minimizedWidth)).clamped(to: 0...1) : 0
    }
    return barHeightWithSafeArea > 0 ? ((bar.y - visible) / barHeightWithSafeArea).clamped(to: 0...1) : 0
  }

  /// A tab icon drawn from shapes (no icon font needed): a star, a rocket-ish stack, squares, a lens.
  static func renderIcon(_ index: Int, in r: Rect, color: Color, into list: inout DisplayList) {
    switch index % 4 {
    case 0:
      list.fill(Rect(x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4), radius: 5, color)
      list.fill(Rect(x: r.x + 6, y: r.y + 6, width: r.width - 12, height: 3), radius: 1.5, .white)
    case 1:
      list.fill(Rect(x: r.x + 1, y: r.y + 5, width: r.width - 2, height: r.height - 10), radius: (r.height - 10) / 2, color)
      list.fill(Rect(x: r.x + 5, y: r.midY - 2, width: 6, height: 4), radius: 1, .white)
    case 2:
      let s = (r.width - 4) / 2
      for (dx, dy) in [(0.0, 0.0), (1, 0), (0, 1), (1, 1)] {
        list.fill(Rect(x: r.x + 1 + dx * (s + 2), y: r.y + 1 + dy * (s + 2), width: s, height: s), radius: 3, color)
      }
    default:
      let lens = Rect(x: r.x + 2, y: r.y + 2, width: 15, height: 15)
      list.append(.stroke(RoundedRect(lens, radius: 7.5), color, width: 2.5))
      list.fill(Rect(x: lens.maxX - 2, y: lens.maxY - 2, width: 7, height: 3), radius: 1.5, color)
    }
  }

  private func renderCapsule(into list: inout DisplayList) {
    guard let content = accessory.content, alpha > 0 else { return }
    let c = capsule
    guard c.width > 0, c.height > 0 else { return }
    list.withOpacity(alpha) { list in
      let shape = RoundedRect(c, radius: c.height / 2)
      list.append(.shadow(shape, Shadow(color: Color.black.withAlpha(0.16), offset: Point(x: 0, y: 3), blur: 12)))
      list.append(.fill(shape, .solid(Self.material)))
      list.clipped(to: shape) { list in renderContent(content, in: contentFrame(content, in: c), into: &list) }
    }
  }

  /// Where the content sits in the capsule: at its natural aspect, pinned to the leading edge,
  /// centred or pinned trailing by the position, so edge controls do not drift as the width changes.
  func contentFrame(_ content: AccessoryContent, in capsule: Rect) -> Rect {
    let a = accessory.position.alignment
    return Self.contentFrame(natural: content.naturalSize, in: capsule, alignment: rightToLeft ? 1 - a : a)
  }

  /// Content of `natural` size in a capsule: at most as tall as the capsule, keeping its aspect,
  /// at `alignment` (0 leading, 0.5 centre, 1 trailing) along it and centred across.
  public static func contentFrame(natural: Size, in capsule: Rect, alignment a: Double) -> Rect {
    let h = Swift.min(capsule.height, natural.height)
    let w = natural.height > 0 ? Swift.min(capsule.width, natural.width * h / natural.height) : 0
    return Rect(x: capsule.x + (capsule.width - w) * a, y: capsule.midY - h / 2, width: w, height: h)
  }

  private func renderContent(_ content: AccessoryContent, in r: Rect, into list: inout DisplayList) {
    switch content.kind {
    case .plus:
      list.text(TextRun("+", frame: r.offsetBy(dy: (r.height - 30) / 2 - 2), size: 28, weight: .bold, color: Theme.tint, alignment: .center))
    case .buttons:
      for (i, glyph) in ["♥", "⤴"].enumerated() {
        let b = Rect(x: r.x + Double(i) * r.width / 2 + 4, y: r.y + 4, width: r.width / 2 - 8, height: r.height - 8)
        list.fill(b, radius: b.height / 2, Theme.fill)
        list.text(TextRun(glyph, frame: b.offsetBy(dy: b.height / 2 - 11), size: 17, weight: .bold, color: Theme.tint, alignment: .center))
      }
    case .image:
      if let picture = content.picture { list.image(picture, in: r) }
    case .nowPlaying:
      let story = FeedStory.story(at: 1)
      let art = Rect(x: r.x + 6, y: r.y + 6, width: r.height - 12, height: r.height - 12)
      list.fill(
        art, radius: 6,
        .linearGradient(start: Point(x: art.x, y: art.y), end: Point(x: art.maxX, y: art.maxY), stops: [GradientStop(0, story.colors.0), GradientStop(1, story.colors.1)]))
      let button = Rect(x: r.maxX - r.height, y: r.y, width: r.height, height: r.height)
      list.text(TextRun(content.label, frame: Rect(x: art.maxX + 8, y: r.midY - 9, width: Swift.max(0, button.x - art.maxX - 8), height: 20), size: 15, weight: .bold, color: Theme.label))
      list.text(TextRun(content.isPlaying ? "❚❚" : "▶", frame: button.offsetBy(dy: button.height / 2 - 10), size: 16, weight: .bold, color: Theme.label, alignment: .center))
    }
  }
}
