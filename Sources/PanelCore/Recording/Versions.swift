/// Version strings written into recordings and traces.
public enum Versions {
  /// The program, as `app` in recording headers.
  public static let app = "panellab 0.1.0"
  /// The model behaviour version. Bump it whenever the same inputs would give different model
  /// states: an old recording then fails loudly (Doom's demo desync lesson) instead of drifting.
  public static let model = "11"
}
