import ExampleKit

ExampleMain.run("article-sheet", articleSheetExample)
