import Foundation

/// One-line messages on stderr, prefixed with the program's name.
public enum Log {
  /// Reports progress or a fact the user asked for.
  public static func info(_ message: String) { write("panellab: \(message)") }
  /// Reports a problem that did not stop the work.
  public static func warning(_ message: String) { write("panellab: warning: \(message)") }
  /// Reports the failure that stops the work.
  public static func error(_ message: String) { write("panellab: error: \(message)") }

  private static func write(_ line: String) {
    FileHandle.standardError.write((line + "\n").data(using: .utf8)!)
  }
}
