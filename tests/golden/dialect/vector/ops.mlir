// FLAGS: %s --allow-unregistered-dialect
// Every vector op rmlir has, in custom form: vector.extract and vector.insert
// with static, dynamic, mixed, poison and empty positions (scalars and
// sub-vectors, 0-d and scalable vectors), the strided slice ops and
// vector.shape_cast.
func.func @extract(%v: vector<4x3xf32>, %i: index, %z: vector<f32>, %s: vector<[4]x2xi8>) {
  %0 = vector.extract %v[0, 1] : f32 from vector<4x3xf32>
  %1 = vector.extract %v[%i] : vector<3xf32> from vector<4x3xf32>
  %2 = vector.extract %v[%i, 2] : f32 from vector<4x3xf32>
  %3 = vector.extract %v[%i, %i] : f32 from vector<4x3xf32>
  %4 = vector.extract %v[] : vector<4x3xf32> from vector<4x3xf32>
  %5 = vector.extract %v[-1, 0] : f32 from vector<4x3xf32>
  %6 = vector.extract %v[1, 1] : vector<1xf32> from vector<4x3xf32>
  %7 = vector.extract %z[] : f32 from vector<f32>
  %8 = vector.extract %s[1] : vector<2xi8> from vector<[4]x2xi8>
  %9 = vector.extract %v[3] {test.tag} : vector<3xf32> from vector<4x3xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, vector<3xf32>, f32, f32, vector<4x3xf32>, f32, vector<1xf32>, f32, vector<2xi8>, vector<3xf32>) -> ()
  return
}
func.func @insert(%v: vector<4x3xi64>, %s: i64, %w: vector<3xi64>, %i: index) -> (vector<4x3xi64>, vector<4x3xi64>, vector<4x3xi64>, vector<4x3xi64>) {
  %0 = vector.insert %s, %v [1, 2] : i64 into vector<4x3xi64>
  %1 = vector.insert %w, %v [%i] : vector<3xi64> into vector<4x3xi64>
  %2 = vector.insert %s, %v [%i, -1] : i64 into vector<4x3xi64>
  %3 = vector.insert %v, %v [] {test.tag} : vector<4x3xi64> into vector<4x3xi64>
  return %0, %1, %2, %3 : vector<4x3xi64>, vector<4x3xi64>, vector<4x3xi64>, vector<4x3xi64>
}
func.func @strided(%m: vector<4x8x16xf32>, %n: vector<2x4xf32>, %s: vector<[4]x2xi32>, %t: vector<[4]x1xi32>) {
  %0 = vector.extract_strided_slice %m {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  %1 = vector.extract_strided_slice %m {offsets = [0, 3, 4], sizes = [4, 5, 12], strides = [1, 1, 1]} : vector<4x8x16xf32> to vector<4x5x12xf32>
  %2 = vector.extract_strided_slice %s {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<[4]x2xi32> to vector<[4]x1xi32>
  %3 = vector.insert_strided_slice %n, %m {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  %4 = vector.insert_strided_slice %t, %s {offsets = [0, 1], strides = [1, 1], test.tag} : vector<[4]x1xi32> into vector<[4]x2xi32>
  %5 = vector.insert_strided_slice %m, %m {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<4x8x16xf32> into vector<4x8x16xf32>
  "test.use"(%0, %1, %2, %3, %4, %5) : (vector<2x8x16xf32>, vector<4x5x12xf32>, vector<[4]x1xi32>, vector<4x8x16xf32>, vector<[4]x2xi32>, vector<4x8x16xf32>) -> ()
  return
}
func.func @shape_cast(%v: vector<4x3xf32>, %z: vector<f32>, %s: vector<[4]x3xi1>) {
  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<12xf32>
  %1 = vector.shape_cast %0 : vector<12xf32> to vector<2x2x3xf32>
  %2 = vector.shape_cast %z : vector<f32> to vector<1x1xf32>
  %3 = vector.shape_cast %2 : vector<1x1xf32> to vector<f32>
  %4 = vector.shape_cast %s {test.tag} : vector<[4]x3xi1> to vector<[12]xi1>
  "test.use"(%1, %3, %4) : (vector<2x2x3xf32>, vector<f32>, vector<[12]xi1>) -> ()
  return
}
