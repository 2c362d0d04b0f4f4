import ExampleKit

ExampleMain.run("maps-layout", mapsLayoutExample)
