import ExampleKit

ExampleMain.run("styled-surface", styledSurfaceExample, window: { styledSurfaceSetup(log: $0) })
