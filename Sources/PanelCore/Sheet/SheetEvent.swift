extension SheetModel {
  /// What the sheet reports, after UIKit's presentation delegate.
  public enum Event: ComponentEvent {
    /// The sheet starts presenting, from feed card `source` when it zooms out of one.
    case willPresent(source: Int?)
    /// It came to rest presented.
    case didPresent
    /// An interactive dismissal was refused (`interactiveDismissDisabled`).
    case didAttemptToDismiss
    /// It starts dismissing.
    case willDismiss
    /// It is gone.
    case didDismiss
    /// It rests at another detent.
    case didChangeDetent(SheetConfig.Detent)

    /// Each event's name alone, as the trace and the event log spell it (see `PanelModel.Event.Name`).
    public enum Name: String, Sendable, CaseIterable {
      case willPresent, didPresent, didAttemptToDismiss, willDismiss, didDismiss, didChangeDetent
    }

    /// The trace's spelling of each event: component `sheet`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .willPresent(let card): return EventTrace(Name.willPresent, from: source, [.init("source", card.map { .number(Double($0)) } ?? .null)])
      case .didPresent: return EventTrace(Name.didPresent, from: source)
      case .didAttemptToDismiss: return EventTrace(Name.didAttemptToDismiss, from: source)
      case .willDismiss: return EventTrace(Name.willDismiss, from: source)
      case .didDismiss: return EventTrace(Name.didDismiss, from: source)
      case .didChangeDetent(let detent): return EventTrace(Name.didChangeDetent, from: source, [.init("detent", detent.json)])
      }
    }

    /// The source card of `willPresent`, for the wiring (`Optional.none`: another event).
    public var willPresent: Int?? { if case .willPresent(let card) = self { card } else { nil } }
    /// `()` for `didDismiss`, for the wiring.
    public var didDismiss: Void? { if case .didDismiss = self { () } else { nil } }
  }

  /// What the wiring tells the sheet.
  public enum Message: Sendable {
    /// Present from feed card `card`, at `frame` in window points, showing `picture`.
    case presentFromCard(card: Int, frame: Rect, picture: Picture?)
    /// The card the sheet came from moved to `frame`, in window points.
    case sourceCardMoved(frame: Rect)
  }
}
