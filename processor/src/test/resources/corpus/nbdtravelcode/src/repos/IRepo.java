package corpus.nbdtravelcode.repos;

// 242370/NBD: src/main/java/org/nbd/repos/IRepo.java
public interface IRepo<T> {
    void add(T obj);

    T getByID(int id);

    void remove(int id);

    long getSize();
}