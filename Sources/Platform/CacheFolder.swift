extension FileSystem {
    /// This user's folder for `program`'s caches (`Platform.userCacheDirectory()`, then
    /// `program`), made when missing with mode 0700 (its parents as `mkdir -p` makes
    /// them). Nil when there is no cache directory, or when what is at the folder's place
    /// is not a private folder of this user's (`isPrivateDirectory`): a cache that others
    /// can write is not read.
    public static func cacheFolder(for program: String) -> String? {
        guard let base = Platform.userCacheDirectory() else { return nil }
        let folder = Paths.normalized(base) + "/" + program
        if !exists(folder) {
            var path = ""
            for component in folder.split(separator: "/") {
                path += "/" + component
                if !exists(path) { _ = Paths.withCString(path) { mkdir($0, 0o700) } }
            }
        }
        return isPrivateDirectory(folder) ? folder : nil
    }
}
