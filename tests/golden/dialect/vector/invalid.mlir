// FLAGS: %s --split-input-file
// Errors of the vector ops, one per chunk: constraints, the position and
// slice verifiers, result-type inference and shape casts.

func.func @extract_not_vector(%v: f32) {
  %0 = "vector.extract"(%v) <{static_position = array<i64>}> : (f32) -> f32
  return
}

// -----

func.func @extract_no_position(%v: vector<4xf32>) {
  %0 = "vector.extract"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func.func @extract_rank(%v: vector<4x3xf32>) {
  %0 = vector.extract %v[0, 1, 2] : f32 from vector<4x3xf32>
  return
}

// -----

func.func @extract_out_of_bounds(%v: vector<4x3xf32>) {
  %0 = vector.extract %v[4] : vector<3xf32> from vector<4x3xf32>
  return
}

// -----

func.func @extract_negative(%v: vector<4x3xf32>) {
  %0 = vector.extract %v[-2] : vector<3xf32> from vector<4x3xf32>
  return
}

// -----

func.func @extract_inferred(%v: vector<4x3xf32>) {
  %0 = vector.extract %v[0] : f32 from vector<4x3xf32>
  return
}

// -----

func.func @extract_inferred_1x1(%v: vector<4xf32>) {
  %0 = vector.extract %v[0] : vector<1x1xf32> from vector<4xf32>
  return
}

// -----

func.func @extract_element_type(%v: vector<4x3xf32>) {
  %0 = vector.extract %v[0] : vector<3xi32> from vector<4x3xf32>
  return
}

// -----

func.func @extract_0d_result(%v: vector<4xf32>) {
  %0 = vector.extract %v[0] : vector<f32> from vector<4xf32>
  return
}

// -----

func.func @extract_markers(%v: vector<4x3xf32>, %i: index) {
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0>}> : (vector<4x3xf32>, index) -> vector<3xf32>
  return
}

// -----

func.func @extract_position_type(%v: vector<4xf32>, %i: i32) {
  %0 = vector.extract %v[%i] : f32 from vector<4xf32>
  return
}

// -----

func.func @insert_rank(%v: vector<4x3xf32>, %s: f32) {
  %0 = vector.insert %s, %v [0, 1, 2] : f32 into vector<4x3xf32>
  return
}

// -----

func.func @insert_out_of_bounds(%v: vector<4x3xf32>, %s: f32) {
  %0 = vector.insert %s, %v [0, 3] : f32 into vector<4x3xf32>
  return
}

// -----

func.func @insert_scalar_rank(%v: vector<4x3xf32>, %s: f32) {
  %0 = vector.insert %s, %v [0] : f32 into vector<4x3xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<4x3xf32>, %s: vector<3xf32>) {
  %0 = vector.insert %s, %v [0, 0] : vector<3xf32> into vector<4x3xf32>
  return
}

// -----

func.func @insert_result_type(%v: vector<4x3xf32>, %s: f32) {
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0, 0>}> : (f32, vector<4x3xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @insert_element_type(%v: vector<4x3xf32>, %s: i32) {
  %0 = vector.insert %s, %v [0, 0] : i32 into vector<4x3xf32>
  return
}

// -----

func.func @insert_0d_source(%v: vector<4x3xf32>, %s: vector<f32>) {
  %0 = vector.insert %s, %v [0, 1] : vector<f32> into vector<4x3xf32>
  return
}

// -----

func.func @insert_i32_position(%v: vector<4xf32>, %s: f32) {
  %0 = "vector.insert"(%s, %v) <{static_position = array<i32: 0>}> : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @slice_0d(%v: vector<f32>) {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [], sizes = [], strides = []}> : (vector<f32>) -> vector<f32>
  return
}

// -----

func.func @slice_no_strides(%v: vector<4xf32>) {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0], sizes = [1]}> : (vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @slice_i32_offsets(%v: vector<4xf32>) {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0 : i32], sizes = [1], strides = [1]}> : (vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @slice_rank(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2, 3, 4, 5], sizes = [2, 2, 2, 2], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x2x2xf32>
  return
}

// -----

func.func @slice_sizes_differ(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2, 2], strides = [1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @slice_offset(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [5], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @slice_size(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [5], strides = [1]} : vector<4x8x16xf32> to vector<5x8x16xf32>
  return
}

// -----

func.func @slice_stride(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [2]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @slice_sum(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @slice_result(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<3x8x16xf32>
  return
}

// -----

func.func @slice_element_type(%v: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xi32>
  return
}

// -----

func.func @slice_scalable_size(%v: vector<[4]x2xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<[4]x2xf32> to vector<[2]x2xf32>
  return
}

// -----

func.func @insert_slice_not_vector(%v: vector<4xf32>, %s: f32) {
  %0 = "vector.insert_strided_slice"(%s, %v) <{offsets = [0], strides = [1]}> : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @insert_slice_offsets(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_strides(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_rank(%a: vector<2x4xf32>, %b: vector<4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1, 1]} : vector<2x4xf32> into vector<4xf32>
  return
}

// -----

func.func @insert_slice_sum(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 14], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_stride(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 2]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_offset(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 20], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_sum_outer(%a: vector<2x4xf32>, %b: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 7, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_slice_element_type(%a: vector<2x4xf32>, %b: vector<4x8x16xi32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xi32>
  return
}

// -----

func.func @insert_slice_scalable_flags(%a: vector<[2]xf32>, %b: vector<[4]x2xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1]} : vector<[2]xf32> into vector<[4]x2xf32>
  return
}

// -----

func.func @insert_slice_scalable_size(%a: vector<[2]x2xf32>, %b: vector<[4]x2xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<[2]x2xf32> into vector<[4]x2xf32>
  return
}

// -----

func.func @shape_cast_count(%a: vector<4x3xf32>) {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<13xf32>
  return
}

// -----

func.func @shape_cast_element(%a: vector<4x3xf32>) {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<12xi32>
  return
}

// -----

func.func @shape_cast_scalable(%a: vector<[4]x3xf32>) {
  %0 = vector.shape_cast %a : vector<[4]x3xf32> to vector<12xf32>
  return
}

// -----

func.func @shape_cast_not_vector(%v: vector<4xf32>) {
  %0 = "vector.shape_cast"(%v) : (vector<4xf32>) -> f32
  return
}
