import ExampleKit

ExampleMain.run("search-to-sheet", searchToSheetExample)
