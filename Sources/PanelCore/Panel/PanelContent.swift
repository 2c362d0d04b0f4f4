/// The rows of a panel's result list: fixed, so every run draws the same list.
public enum PanelContent {
  /// One search result.
  public struct Row: Hashable, Sendable {
    /// The place's name.
    public var title: String
    /// Distance and category.
    public var subtitle: String
    /// The colour of its icon.
    public var color: Color
  }

  private static let names = [
    "Blue Bottle Coffee", "City Library", "Golden Gate Park", "Ferry Building", "Mission Dolores",
    "Tartine Bakery", "Exploratorium", "Coit Tower", "Lands End Trail", "Japanese Tea Garden",
    "Painted Ladies", "Dolores Park", "Twin Peaks", "Fort Mason", "Palace of Fine Arts", "Chinatown Gate",
  ]
  private static let categories = ["Coffee", "Library", "Park", "Market", "Landmark", "Bakery", "Museum", "Viewpoint"]
  private static let colors = [0xFF9500, 0x007AFF, 0x34C759, 0xFF2D55, 0xAF52DE, 0x5AC8FA, 0xFFCC00, 0x5856D6]

  /// Row `index` of the list (the names repeat, the distances do not).
  public static func row(_ index: Int) -> Row {
    let distance = 0.3 + Double(index) * 0.4
    let km = (distance * 10).rounded() / 10
    return Row(
      title: names[index % names.count], subtitle: "\(km) km · \(categories[index % categories.count])",
      color: Color(hex: UInt32(colors[index % colors.count])))
  }
}
