// FLAGS: --split-input-file --allow-unregistered-dialect
// SparseElementsAttr's shape checks: indices N x rank (or N for a 1-d type),
// one value per index, and every index inside the shape (read unsigned).
"t.a"() {x = sparse<[[0],[1]], [1]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0,0],[1,1]], [1, 2]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0]], [1,2]> : tensor<4x2xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0],[1]], []> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[-1]], [1]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0],[1]], [1]> : vector<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[[0]]], [1]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[0, 7], [1, 2]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<7, [1]> : tensor<4x4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[], [1]> : tensor<4xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[1,2],[3,9]], [1, 2]> : tensor<4x8xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0]], [1]> : tensor<0xi32>} : () -> ()

// -----
"t.a"() {x = sparse<[0], 1> : tensor<i32>} : () -> ()

// -----
"t.a"() {x = sparse<0, 1> : tensor<i32>} : () -> ()

// -----
"t.a"() {x = sparse<[[0],[2]], 5> : tensor<4xi32>} : () -> ()
