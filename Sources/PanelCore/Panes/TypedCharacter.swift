/// The character a key press types into a text field, from SDL's key names.
///
/// Keys reach the model as SDL names ("A", "7", "Space", ".", "-"), with Shift as a modifier,
/// because that is what recordings hold; a field turns them back into text here. Only what a
/// search needs is mapped (letters, digits, space, `.`, `-`, `_`), on a US layout, so a replay
/// types the same text on every machine.
public enum TypedCharacter {
  /// The character `key` types, or nil when it types none (a named key, Ctrl or Alt held).
  public static func of(_ key: KeyPress) -> Character? {
    guard key.modifiers.allSatisfy({ $0 == .shift }) else { return nil }
    return of(key.key, shift: key.modifiers.contains(.shift))
  }

  /// The character SDL key name `name` types with or without Shift.
  public static func of(_ name: String, shift: Bool) -> Character? {
    // The keypad types what its keys say, whatever Shift does.
    if name.hasPrefix("Keypad ") { return of(String(name.dropFirst(7)), shift: false) }
    switch name {
    case "Space": return " "
    // SDL names these keys by their character; the spelled-out names are accepted for recordings
    // written by hand.
    case ".", "Period": return shift ? nil : "."
    case "-", "Minus": return shift ? "_" : "-"
    case "_", "Underscore": return "_"
    default: break
    }
    guard name.count == 1, let c = name.first, c.isASCII else { return nil }
    if c.isLetter { return shift ? Character(c.uppercased()) : Character(c.lowercased()) }
    // Shift+digit types punctuation a search does not need.
    if c.isNumber { return shift ? nil : c }
    return nil
  }
}
