// FLAGS: --allow-unregistered-dialect
func.func @body(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "foo.compute"(%arg0) {kind = "add"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "foo.region"(%0) ({
  ^bb0(%inner: tensor<4xf32>):
    "foo.yield"(%inner) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
