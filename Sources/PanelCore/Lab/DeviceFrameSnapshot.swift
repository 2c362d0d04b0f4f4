extension DeviceFrame: SnapshotProviding {
  /// The simulated device's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The device.
    public var device: DeviceConfig
    /// The pane it is shown in, in the window.
    public var pane: Rect
    /// Its screen (the main view), in the window.
    public var screen: Rect
  }

  /// The state now.
  public var snapshot: Snapshot { Snapshot(device: device, pane: pane, screen: screen) }
}
