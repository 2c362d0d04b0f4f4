extension TimeControls: SnapshotProviding {
  /// The time keys' state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The speed of model time (1: real time, 0: paused).
    public var timeScale: Double
    /// The speed a pause resumes at.
    public var resumeScale: Double
  }

  /// The state now.
  public var snapshot: Snapshot { Snapshot(timeScale: timeScale, resumeScale: resumeScale) }
}
