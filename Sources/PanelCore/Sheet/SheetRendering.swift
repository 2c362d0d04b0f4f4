extension SheetModel {
  /// Blur radius of the material behind a presented sheet, points.
  public static let backdropBlurRadius = 24.0
  /// How dark the blurred backdrop is at full progress.
  public static let blurDim = 0.18
  /// How dark a dim-only backdrop gets.
  public static let plainDim = 0.4

  /// The sheet's own shadow at rest.
  static let shadow = Shadow(color: Color.black.withAlpha(0.22), offset: Point(x: 0, y: 8), blur: 20)

  /// How far the sheet is on its way to its card's frame while it zooms out of the card or back
  /// into it: 0 at its resting size, 1 at the card's. 0 when it does not zoom (at rest, held,
  /// sliding out, fading with Reduce Motion).
  public var cardShare: Double {
    guard case .moving = motion, !reduceMotion, source != nil, let card = sourceFrame else { return 0 }
    let rest = geometry.restFrame(detent).size
    let now = look.frame.size
    // The larger change of the two sides measures the zoom (an inset sheet may be as wide as its card).
    let dw = rest.width - card.width
    let dh = rest.height - card.height
    let share = abs(dw) >= abs(dh) ? (abs(dw) > 0.5 ? (rest.width - now.width) / dw : 0) : (rest.height - now.height) / dh
    return share.clamped(to: 0...1)
  }

  /// Draws the backdrop and the sheet: its shadow, surface, strip with grabber, scrolled content
  /// (laid out at the resting size and scaled to the frame while it zooms) and close button. While
  /// it zooms, the sheet fades out over its card (`renderCard`, drawn where the feed draws the
  /// card), so the zoom ends on the card's own pixels under whatever floats over the card.
  public func render(into list: inout DisplayList) { render(into: &list, controls: { _ in }) }

  /// The same, with `controls` (the scene drawing the sheet's controls) over the content inside the
  /// sheet's opacity group, so a fading sheet fades them with it as one: each in a group of its
  /// own, a control showed more of itself and less of the card than the article around it did.
  public func render(into list: inout DisplayList, controls: (inout DisplayList) -> Void) {
    guard motion != .hidden else { return }
    let look = self.look
    let bounds = Rect(size: geometry.bounds)
    // Below its largest undimmed detent the content behind shows as it is.
    let p = look.progress.clamped(to: 0...1) * backgroundDimming
    switch config.backgroundEffect {
    case .blur:
      list.append(
        .backdrop(
          Backdrop(
            shape: RoundedRect(bounds), blurRadius: Self.backdropBlurRadius, opacity: p,
            dim: Color.black.withAlpha(Self.blurDim), unblurred: list.unblurred)))
    case .dim:
      list.fill(bounds, Color.black.withAlpha(Self.plainDim * p))
    case .none:
      break
    }
    guard look.frame.width > 0, look.frame.height > 0 else { return }
    if phase == .presenting {
      for layer in restingLayers() { list.append(.prefetch(layer)) }
    }
    list.withOpacity(contentOpacity) { list in
      let shape = RoundedRect(look.frame, radius: look.radius)
      list.append(.shadow(shape, Self.shadow))
      list.clipped(to: shape) { list in
        list.fill(look.frame, Theme.surface)
        let rest = geometry.restFrame(detent)
        list.transformed(restToNow) { list in
          renderAtRest(rest, into: &list)
          // The close button scales with the sheet.
          renderCloseButton(in: geometry.closeButton(in: rest), into: &list)
        }
      }
      controls(&list)
    }
  }

  /// Maps the sheet laid out at rest onto where it shows now: a drag moves it, a zoom scales it.
  /// Near the card the top strip (grabber and ✕) scales away above the frame, so the artwork's
  /// top meets the card's top.
  var restToNow: Transform {
    let rest = geometry.restFrame(detent)
    let strip = SheetGeometry.stripHeight * cardShare
    let shown = Rect(x: rest.x, y: rest.y + strip, width: rest.width, height: rest.height - strip)
    return Transform.mapping(shown, to: look.frame)
  }

  /// How opaque the sheet draws its content now: it fades out over its card while it zooms.
  public var contentOpacity: Double { motion == .hidden ? 0 : look.opacity * (1 - cardShare) }

  /// The card under the zooming sheet, at the sheet's frame: drawn where the feed draws its
  /// cards (under the panels and the tab bar), at full strength, so the sheet fading out over it
  /// leaves exactly the card that the feed shows once the sheet has landed. The scene draws it
  /// `leftUnblurred`: the backdrop's frost is of what lies behind the card, made once.
  public func renderCard(into list: inout DisplayList) {
    let card = cardShare
    guard card > 0, let source, let from = sourceFrame, from.width > 0, from.height > 0 else { return }
    let look = self.look
    let shape = RoundedRect(look.frame, radius: look.radius)
    list.withOpacity(look.opacity) { list in
      list.append(.shadow(shape, Theme.cardShadow))
      var inner = DisplayList(size: from.size, background: .clear)
      FeedModel.renderCardContent(index: source, size: from.size, picture: sourcePicture, into: &inner)
      list.clipped(to: shape) { list in
        list.fill(look.frame, Theme.surface)
        list.transformed(Transform.mapping(Rect(size: from.size), to: look.frame)) { list in
          list.append(
            .layer(
              Layer(
                key: "card-\(source)", frame: Rect(size: from.size), cornerRadius: FeedModel.cornerRadius, scalesSnapshot: true,
                commands: inner.commands)))
        }
      }
    }
  }

  /// The round ✕ button at `button`.
  private func renderCloseButton(in button: Rect, into list: inout DisplayList) {
    list.fill(button, radius: button.width / 2, Color(r: 0.93, g: 0.93, b: 0.95, a: 0.86))
    list.append(.stroke(RoundedRect(button, radius: button.width / 2), Color.white.withAlpha(0.7), width: 1))
    list.text(TextRun("✕", frame: button.offsetBy(dy: 6), size: 15, weight: .bold, color: Theme.secondaryLabel, alignment: .center))
  }

  /// The strip and the content of a sheet resting at `rest`: each element of the article that is
  /// in view is a layer, so scrolling and zooming move kept pixels.
  private func renderAtRest(_ rest: Rect, into list: inout DisplayList) {
    if config.prefersGrabberVisible {
      list.fill(
        Rect(x: rest.midX - PanelModel.grabberSize.width / 2, y: rest.y + 8, width: PanelModel.grabberSize.width, height: PanelModel.grabberSize.height),
        radius: 2.5, Theme.grabber)
    }
    guard let content else { return }
    let viewport = contentViewport(in: rest)
    list.clipped(to: RoundedRect(viewport)) { list in
      for layer in contentLayers(content, in: viewport) { list.append(.layer(layer)) }
    }
  }

  /// The article's elements in view in `viewport` (at the current scroll offset), as layers.
  func contentLayers(_ content: SheetContent, in viewport: Rect) -> [Layer] {
    let top = scroll.offset
    return content.elements.enumerated().compactMap { i, element in
      let r = element.frame
      guard r.maxY > top && r.minY < top + viewport.height else { return nil }
      var inner = DisplayList(size: r.size, background: .clear)
      Self.render(element, of: content.story, picture: content.picture, into: &inner)
      let frame = Rect(x: viewport.x + r.x, y: viewport.y + r.y - top, width: r.width, height: r.height)
      // Zooming scales the pixels kept at rest, never draws the article at each size in between.
      return Layer(key: "sheet-\(content.story.title)-\(i)", frame: frame, scalesSnapshot: true, commands: inner.commands)
    }
  }

  /// The layers a presentation will show at rest, to prepare while it zooms: after the first
  /// frames the zoom scales kept pixels instead of drawing the article at every size.
  func restingLayers() -> [Layer] {
    guard let content else { return [] }
    return contentLayers(content, in: contentViewport(in: geometry.restFrame(detent)))
  }

  /// One element of the article in its own coordinates (origin at its top-left). A user's
  /// picture replaces the artwork and its headline, over the story's colour so `fit` letterboxes.
  static func render(_ element: SheetContent.Element, of story: FeedStory, picture: Picture? = nil, into list: inout DisplayList) {
    switch element {
    case .artwork(let a):
      let r = Rect(size: a.size)
      if let picture {
        list.fill(r, story.colors.1)
        list.image(picture, in: r)
        return
      }
      list.fill(
        r,
        .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: r.maxX, y: r.maxY),
          stops: [GradientStop(0, story.colors.0), GradientStop(1, story.colors.1)]))
      let d = r.height * 1.2
      list.fill(Rect(x: r.maxX - d * 0.7, y: -d * 0.3, width: d, height: d), radius: d / 2, Color.white.withAlpha(0.16))
      list.text(TextRun(story.title, frame: Rect(x: 20, y: r.maxY - 84, width: r.width - 40, height: 70), size: 30, weight: .bold, color: .white, maxLines: 2))
    case .text(let run):
      var local = run
      local.frame = Rect(size: run.frame.size)
      list.text(local)
    case .appRow(let a):
      let r = Rect(size: a.size)
      let icon = Rect(x: 0, y: 0, width: 56, height: 56)
      list.fill(
        icon, radius: 12,
        .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: 0, y: icon.maxY),
          stops: [GradientStop(0, story.colors.0), GradientStop(1, story.colors.1)]))
      list.text(TextRun(story.glyph, frame: icon.offsetBy(dy: 13), size: 26, weight: .bold, color: .white, alignment: .center))
      let button = Rect(x: r.maxX - 76, y: 14, width: 76, height: 30)
      list.fill(button, radius: 15, Theme.tint)
      list.text(TextRun("GET", frame: button.offsetBy(dy: 6), size: 15, weight: .bold, color: .white, alignment: .center))
      let textX = icon.maxX + 12
      let w = button.x - 10 - textX
      list.text(TextRun(story.app, frame: Rect(x: textX, y: 8, width: w, height: 22), size: 17, weight: .bold, color: Theme.label))
      list.text(TextRun(story.subtitle, frame: Rect(x: textX, y: 30, width: w, height: 20), size: 14, color: Theme.secondaryLabel))
    }
  }
}
