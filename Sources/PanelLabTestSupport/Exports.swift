// Property tests draw from SplitMix64 with `import PanelLabTestSupport` alone; PanelLabKit's
// `SeededRandom` is the same generator.
@_exported import PanelRandom
