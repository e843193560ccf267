// FLAGS: --allow-unregistered-dialect --split-input-file %s
// External resources belong to no dialect: every entry is kept and printed
// back, groups of one name merged, empty groups dropped.
"t.op"() {a = dense_resource<r> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: { builtin: { r: "0x0100000001" } },
  external_resources: {
    xy: {
      "k z": "a\0Ab\22c\\", k2: "tab\09", i32: "0x01000000", "0x1": true
    },
    z: {}, x: {k: "v", k: "w"}, xy: {m: false, b: "0x08000000aabbccdd"}
  }
#-}

// -----
"t.op"() : () -> ()
{-# external_resources: { z: {} } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: 12 } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: foo } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: "0x12" } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: "0xZZZZZZZZ" } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: "0x03000000AA" } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { "x y": { k: "v" } } #-}

// -----
"t.op"() : () -> ()
{-# external_resources: { x: { k: "0X08000000AA", a: "0x01000000aa" } }, external_resources: { x: { c: "0x10000000" } } #-}
