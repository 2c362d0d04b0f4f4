/// The user's picture as the main view's content (`main.image`): drawn under the feed, or as the
/// whole main view when the scene has no feed. It takes no input and has no state, so it leaves
/// the trace and the hash alone.
public struct MainImage: SceneComponent {
  /// The composition row: present when the scene names `main.image`.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["main.image", "main.imageMode"]) { config in
    config.main.image.map { [MainImage(picture: $0)] } ?? []
  }

  /// The picture and how it fills the view.
  public var picture: Picture
  /// The main view's size, from the last layout.
  public private(set) var size = Size(width: 0, height: 0)

  /// The main view showing `picture`.
  public init(picture: Picture) { self.picture = picture }

  /// The kind's name in its id and in traces.
  public static let kindName = "mainImage"
  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Covers the whole main view, safe area included, as a screenshot covers a device's screen.
  public mutating func layout(in context: inout LayoutContext) {
    size = context.frame(of: .main)?.size ?? Size(width: 0, height: 0)
  }

  /// The picture, on the feed's background colour so `fit` letterboxes on what the feed would show.
  public func render(into list: inout DisplayList) {
    guard size.width > 0, size.height > 0 else { return }
    let frame = Rect(size: size)
    list.fill(frame, Theme.background)
    list.image(picture, in: frame)
  }

  /// The picture is not model state.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
