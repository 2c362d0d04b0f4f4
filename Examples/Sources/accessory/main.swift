import ExampleKit

ExampleMain.run("accessory", accessoryExample)
