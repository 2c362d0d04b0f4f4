/// A bad recording, located by line.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line in the file (0: the file as a whole).
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error at `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
