/// A failure to open or drive the window.
public struct HostError: Error, CustomStringConvertible {
  /// What went wrong, in one line.
  public var message: String
  /// The message.
  public var description: String { message }
}
