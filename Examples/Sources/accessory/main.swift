import ExampleKit

ExampleMain.run("accessory", accessoryExample, window: { accessoryInlineSetup(log: $0) })
